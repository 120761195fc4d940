import { type DbExecutor, schema } from '@agrolease/db';

const { regions, suppliers } = schema;

type AccountRow = typeof schema.accounts.$inferSelect;
type AccreditationRow = typeof schema.supplierAccreditations.$inferSelect;

const folded = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/** The region the supplier named in its package («Ростовская область»), by the longest title it contains. */
async function regionOf(db: DbExecutor, typed: string): Promise<string> {
  const text = folded(typed);
  const found = (await db.select({ fiasId: regions.fiasId, title: regions.title }).from(regions))
    .filter((region) => text.includes(folded(region.title)))
    .sort((a, b) => b.title.length - a.title.length)[0];
  return found?.fiasId ?? '';
}

/**
 * The company card an approved supplier edits in «Контент» and the catalogue shows on
 * /providers/{id}/ (issue 39): made from its accreditation package when the company has none yet
 * (a supplier of the catalogue keeps its own).
 */
export async function ensureSupplierCard(
  db: DbExecutor,
  account: AccountRow,
  accreditation: AccreditationRow,
): Promise<void> {
  const form = accreditation.form;
  const text = (field: string) => (typeof form[field] === 'string' ? (form[field] as string) : '');
  await db
    .insert(suppliers)
    .values({
      title: account.companyTitle,
      inn: account.inn,
      ogrn: account.ogrn,
      kpp: account.kpp,
      kind: accreditation.supplierType === 'producer' ? 'producer' : 'dealer',
      city: text('region'),
      regionFiasId: await regionOf(db, text('region')),
      description: '',
      site: text('site'),
      phone: text('contact_phone'),
      email: text('contact_email'),
    })
    .onConflictDoNothing({ target: suppliers.inn });
}
