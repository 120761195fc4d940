export * from './call.ts';
export * as catalogue from './catalogue.ts';
export * from './client.ts';
export * from './client-id.ts';
export * from './error-reply.ts';
export * as geo from './geo.ts';
export * as reference from './reference.ts';
