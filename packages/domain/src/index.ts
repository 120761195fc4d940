export * from './catalogue-filters.ts';
export * from './inn.ts';
export * from './kpp.ts';
export * from './ogrn.ts';
export * from './ru-format.ts';
