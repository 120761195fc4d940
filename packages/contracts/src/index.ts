export * as calculator from './calculator.ts';
export * from './call.ts';
export * as catalogue from './catalogue.ts';
export * as cart from './cart.ts';
export * from './client.ts';
export * from './client-id.ts';
export * from './error-reply.ts';
export * as geo from './geo.ts';
export * as reference from './reference.ts';
