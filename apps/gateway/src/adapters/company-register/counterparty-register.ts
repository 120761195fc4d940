import { type Database, schema } from '@agrolease/db';
import { ilike, like, or } from 'drizzle-orm';
import type { CompanyRegister } from './company-register.ts';

const { suppliers } = schema;

/** Our own counterparty register (the suppliers table, decision 0041): the default without DaData. */
export function createCounterpartyRegister(db: Database): CompanyRegister {
  return { name: 'counterparty-register', search: (query, limit) => searchCompanies(db, query, limit) };
}

/**
 * The counterparty register for registration: the suppliers table (decision 0041). By INN
 * prefix when the query is digits, else by name.
 */
function searchCompanies(db: Database, query: string, limit = 10) {
  const digits = /^\d+$/.test(query);
  return db
    .select({
      title: suppliers.title,
      inn: suppliers.inn,
      ogrn: suppliers.ogrn,
      kpp: suppliers.kpp,
      city: suppliers.city,
    })
    .from(suppliers)
    .where(digits ? like(suppliers.inn, `${query}%`) : or(ilike(suppliers.title, `%${query}%`)))
    .orderBy(suppliers.title)
    .limit(limit);
}
