export * from './experiments.ts';
export * from './inn.ts';
export * from './kpp.ts';
export * from './ogrn.ts';
export * from './refresh-schedule.ts';
export * from './ru-format.ts';
export * from './work-calendar.ts';
