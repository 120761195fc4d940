export * from './client.ts';
export { ownedByCompanyOf } from './company-scope.ts';
export * from './migrate.ts';
export { preparedQuery } from './prepared-query.ts';
export * as schema from './schema/index.ts';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts.ts';
export { isSeeded, prepareDatabase, type SeedScale, seedDatabase } from './seed/seed-database.ts';
