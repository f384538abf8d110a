export * from './access.ts';
export * from './api.ts';
export * from './auth.ts';
export * from './scopes.ts';
