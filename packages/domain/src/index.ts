export * from './contact-validators.ts';
export * from './inn.ts';
export * from './kpp.ts';
export * from './ogrn.ts';
export * from './one-time-code.ts';
export * from './password-throttle.ts';
export * from './ru-format.ts';
export * from './snils.ts';
