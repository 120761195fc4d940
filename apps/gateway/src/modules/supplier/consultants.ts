import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { supplierOfInn } from './queries.ts';
import type { SupplierDeps } from './service.ts';

const { supplierConsultants, categories, products } = schema;
const NOT_FOUND = 'Консультант не найден';

/**
 * Who answers questions on the supplier's product pages (decision 0106): one consultant for all
 * its machines (no category) and one per category of its machines; the page shows the category's,
 * else the general one.
 */
async function companyIdOf(deps: SupplierDeps, session: SessionRecord): Promise<number | null> {
  return (await supplierOfInn(deps.db, session.account.inn))?.id ?? null;
}

async function consultantsOf(db: DbExecutor, supplierId: number) {
  const rows = await db
    .select({ consultant: supplierConsultants, categoryTitle: categories.title })
    .from(supplierConsultants)
    .leftJoin(categories, eq(categories.id, supplierConsultants.categoryId))
    .where(eq(supplierConsultants.supplierId, supplierId))
    .orderBy(sql`${supplierConsultants.categoryId} nulls first`, asc(supplierConsultants.id));
  return rows.map(({ consultant, categoryTitle }) => ({
    id: consultant.id,
    category:
      consultant.categoryId === null ? null : { id: consultant.categoryId, title: categoryTitle ?? '' },
    name: consultant.name,
    phone: consultant.phone,
    email: consultant.email,
    hours: consultant.hours,
  }));
}

/** The categories the supplier's machines are in. */
async function categoriesOf(db: DbExecutor, supplierId: number) {
  return db
    .selectDistinct({ id: categories.id, title: categories.title })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.supplierId, supplierId))
    .orderBy(asc(categories.title), asc(categories.id));
}

export async function supplierConsultantsList(deps: SupplierDeps, session: SessionRecord) {
  const supplierId = await companyIdOf(deps, session);
  if (supplierId === null) return { success: true as const, items: [], categories: [] };
  const [items, cats] = await Promise.all([
    consultantsOf(deps.db, supplierId),
    categoriesOf(deps.db, supplierId),
  ]);
  return { success: true as const, items, categories: cats };
}

export async function saveSupplierConsultant(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_category?: number; name: string; phone: string; email?: string; hours: string },
) {
  const supplierId = await companyIdOf(deps, session);
  if (supplierId === null) throw new AppError('NOT_FOUND', 'Техника поставщика не найдена');
  const categoryId = input.id_category ?? null;
  if (categoryId !== null && !(await categoriesOf(deps.db, supplierId)).some((row) => row.id === categoryId))
    throw new AppError('NOT_FOUND', 'В этой категории нет вашей техники');
  const values = {
    name: input.name,
    phone: input.phone,
    email: input.email ?? '',
    hours: input.hours,
    updatedAt: deps.clock.now(),
  };
  const scope = and(
    eq(supplierConsultants.supplierId, supplierId),
    categoryId === null
      ? isNull(supplierConsultants.categoryId)
      : eq(supplierConsultants.categoryId, categoryId),
  );
  const [existing] = await deps.db
    .select({ id: supplierConsultants.id })
    .from(supplierConsultants)
    .where(scope);
  let id: number;
  if (existing) {
    await deps.db.update(supplierConsultants).set(values).where(eq(supplierConsultants.id, existing.id));
    id = existing.id;
  } else {
    const [inserted] = await deps.db
      .insert(supplierConsultants)
      .values({ supplierId, categoryId, ...values })
      .returning({ id: supplierConsultants.id });
    id = inserted?.id ?? 0;
  }
  const item = (await consultantsOf(deps.db, supplierId)).find((row) => row.id === id);
  if (!item) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { success: true as const, item };
}

export async function deleteSupplierConsultant(deps: SupplierDeps, session: SessionRecord, id: number) {
  const supplierId = await companyIdOf(deps, session);
  const deleted =
    supplierId === null
      ? []
      : await deps.db
          .delete(supplierConsultants)
          .where(and(eq(supplierConsultants.id, id), eq(supplierConsultants.supplierId, supplierId)))
          .returning({ id: supplierConsultants.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { success: true as const };
}
