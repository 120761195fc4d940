export * from './calculator.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './catalogue-pages.ts';
export * from './content.ts';
export * from './geo.ts';
export * from './identity.ts';
export * from './seed-state.ts';
