export * from './access.ts';
export * from './api.ts';
export * from './auth.ts';
export * from './registry.ts';
export * from './resource.ts';
export * from './resource-schema.ts';
export * from './scopes.ts';
export * from './slug.ts';
