export * as auth from './auth.ts';
export * from './call.ts';
export * from './client.ts';
export * from './client-id.ts';
export * from './error-reply.ts';
export * as geo from './geo.ts';
export * as reference from './reference.ts';
export * as registration from './registration.ts';
export * from './session.ts';
