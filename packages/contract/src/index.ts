import { z } from 'zod';

// zod's own messages (types, limits) speak Ukrainian on the server and in the browser alike
z.config(z.locales.uk());

export * from './access.ts';
export * from './api.ts';
export * from './auth.ts';
export * from './scopes.ts';
