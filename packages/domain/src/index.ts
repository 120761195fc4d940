export * from './inn.ts';
export * from './kpp.ts';
export * from './ogrn.ts';
export * from './paging.ts';
export * from './ru-format.ts';
export * from './sale-lot.ts';
