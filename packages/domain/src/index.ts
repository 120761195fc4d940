export * from './cart-line.ts';
export * from './commercial-offer-request.ts';
export * from './inn.ts';
export * from './kpp.ts';
export * from './leasing-programmes.ts';
export * from './leasing-schedule.ts';
export * from './ogrn.ts';
export * from './ru-format.ts';
