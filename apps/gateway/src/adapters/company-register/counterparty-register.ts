import type { Database } from '@agrolease/db';
import { searchCompanies } from '../../modules/registration/queries.ts';
import type { CompanyRegister } from './company-register.ts';

/** Our own counterparty register (the suppliers table, decision 0041): the default without DaData. */
export function createCounterpartyRegister(db: Database): CompanyRegister {
  return { name: 'counterparty-register', search: (query, limit) => searchCompanies(db, query, limit) };
}
