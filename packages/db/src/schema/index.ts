export * from './auth.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './geo.ts';
export * from './identity.ts';
export * from './seed-state.ts';
