import { supplierContent as contract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { ensureSupplierCard, findAccreditationOfAccount } from '../accreditation/index.ts';
import { findAccountById as findAccount } from '../auth/index.ts';
import { ownFile } from '../files/index.ts';
import { type SupplierRow, supplierOfInn } from './queries.ts';
import type { SupplierDeps } from './service.ts';

const { cabinetFiles, supplierPublicDocuments, supplierStores, suppliers } = schema;

/**
 * The supplier's «Контент» section (decision 0111): the company card, the points of sale and
 * service and the public documents. Every change is live on /providers/{id}/ at once (no
 * moderation); the suppliers, supplier_stores and supplier_public_documents triggers bump the
 * catalogue generation, so anything keyed by it is not served stale.
 */

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const DOCUMENT_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * The accredited supplier's company card (the routes let only accredited suppliers in). A supplier
 * approved before the approval made its card (issue 39) gets it from its package on first visit;
 * without a package the message says what is missing instead of promising it after accreditation.
 */
async function company(db: DbExecutor, session: SessionRecord): Promise<SupplierRow> {
  const found = await supplierOfInn(db, session.account.inn);
  if (found) return found;
  const [account, accreditation] = await Promise.all([
    findAccount(db, session.accountId),
    findAccreditationOfAccount(db, session.accountId),
  ]);
  if (account && accreditation?.status === 'approved') await ensureSupplierCard(db, account, accreditation);
  const row = await supplierOfInn(db, session.account.inn);
  if (!row) {
    throw new AppError(
      'FORBIDDEN',
      `В каталоге нет карточки компании с ИНН ${session.account.inn}: напишите персональному менеджеру, он её заведёт`,
    );
  }
  return row;
}

function fieldError(prop: string, error: string): AppError {
  return new AppError('VALIDATION', error, { fieldErrors: [{ prop, error }] });
}

function cardOf(row: SupplierRow): contract.TContentCard {
  return {
    supplier_id: row.id,
    title: row.title,
    description: row.description,
    site: row.site,
    phone: row.phone,
    email: row.email,
    logo:
      row.logoFileId === null ? null : { id: row.logoFileId, url: contract.supplierLogoUrl(row.logoFileId) },
    public_url: `/providers/${row.id}/`,
  };
}

export async function contentCard(deps: SupplierDeps, session: SessionRecord) {
  return { success: true as const, card: cardOf(await company(deps.db, session)) };
}

export async function saveContentCard(
  deps: SupplierDeps,
  session: SessionRecord,
  input: {
    description: string;
    site: string;
    phone: string;
    email: string;
    id_File_logo?: number;
    remove_logo: '0' | '1';
  },
) {
  return deps.db.transaction(async (tx) => {
    const row = await company(tx, session);
    let logoFileId = row.logoFileId;
    if (input.id_File_logo !== undefined) {
      // Only the supplier's own upload: another account's file is 404.
      const file = await ownFile(tx, session.accountId, input.id_File_logo);
      if (!LOGO_TYPES.has(file.mimeType))
        throw fieldError('id_File_logo', 'Логотип: изображение PNG, JPEG или WebP');
      logoFileId = file.id;
    } else if (input.remove_logo === '1') {
      logoFileId = null;
    }
    const [saved] = await tx
      .update(suppliers)
      .set({
        description: input.description,
        site: input.site,
        phone: input.phone,
        email: input.email,
        logoFileId,
      })
      .where(eq(suppliers.id, row.id))
      .returning();
    return { success: true as const, card: cardOf(saved ?? row) };
  });
}

/* ---------- Points of sale and service ---------- */

type StoreRow = typeof supplierStores.$inferSelect;

export function storeOf(row: StoreRow): contract.TStore {
  const kind = row.kind === 'service' ? 'service' : 'sale';
  return {
    id: row.id,
    kind,
    kind_title: contract.STORE_KIND_TITLE[kind],
    title: row.title,
    address: row.address,
    phone: row.phone,
    hours: row.hours,
    lat: row.lat,
    lon: row.lon,
  };
}

export async function storesOf(db: DbExecutor, supplierId: number) {
  const rows = await db
    .select()
    .from(supplierStores)
    .where(eq(supplierStores.supplierId, supplierId))
    .orderBy(asc(supplierStores.kind), asc(supplierStores.title), asc(supplierStores.id));
  return rows.map(storeOf);
}

export async function storesList(deps: SupplierDeps, session: SessionRecord) {
  const row = await company(deps.db, session);
  return { success: true as const, items: await storesOf(deps.db, row.id) };
}

export async function saveStore(
  deps: SupplierDeps,
  session: SessionRecord,
  input: {
    id_object?: number;
    kind: 'sale' | 'service';
    title: string;
    address: string;
    phone: string;
    hours: string;
    lat: number | null;
    lon: number | null;
  },
) {
  return deps.db.transaction(async (tx) => {
    const row = await company(tx, session);
    const values = {
      kind: input.kind,
      title: input.title,
      address: input.address,
      phone: input.phone,
      hours: input.hours,
      lat: input.lat,
      lon: input.lon,
    };
    if (input.id_object === undefined) {
      await tx.insert(supplierStores).values({ ...values, supplierId: row.id });
    } else {
      const updated = await tx
        .update(supplierStores)
        .set(values)
        .where(and(eq(supplierStores.id, input.id_object), eq(supplierStores.supplierId, row.id)))
        .returning({ id: supplierStores.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND', 'Точка не найдена');
    }
    return { success: true as const, items: await storesOf(tx, row.id) };
  });
}

export async function deleteStore(deps: SupplierDeps, session: SessionRecord, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await company(tx, session);
    const deleted = await tx
      .delete(supplierStores)
      .where(and(eq(supplierStores.id, id), eq(supplierStores.supplierId, row.id)))
      .returning({ id: supplierStores.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Точка не найдена');
    return { success: true as const, items: await storesOf(tx, row.id) };
  });
}

/* ---------- Public documents ---------- */

export async function publicDocumentsOf(db: DbExecutor, supplierId: number) {
  const rows = await db
    .select({
      id: supplierPublicDocuments.id,
      kind: supplierPublicDocuments.kind,
      title: supplierPublicDocuments.title,
      createdAt: supplierPublicDocuments.createdAt,
      fileName: cabinetFiles.title,
      mimeType: cabinetFiles.mimeType,
      size: cabinetFiles.size,
    })
    .from(supplierPublicDocuments)
    .innerJoin(cabinetFiles, eq(cabinetFiles.id, supplierPublicDocuments.fileId))
    .where(eq(supplierPublicDocuments.supplierId, supplierId))
    .orderBy(asc(supplierPublicDocuments.createdAt), asc(supplierPublicDocuments.id));
  return rows.map((one): contract.TPublicDocument => {
    const kind = (contract.PUBLIC_DOCUMENT_KINDS as readonly string[]).includes(one.kind)
      ? (one.kind as contract.TPublicDocument['kind'])
      : 'other';
    return {
      id: one.id,
      kind,
      kind_title: contract.PUBLIC_DOCUMENT_KIND_TITLE[kind],
      title: one.title,
      file_name: one.fileName,
      mime_type: one.mimeType,
      size: one.size,
      created: one.createdAt.toISOString(),
      url: contract.publicDocumentUrl(one.id),
    };
  });
}

export async function publicDocumentsList(deps: SupplierDeps, session: SessionRecord) {
  const row = await company(deps.db, session);
  return { success: true as const, items: await publicDocumentsOf(deps.db, row.id) };
}

export async function addPublicDocument(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_File: number; kind: contract.TPublicDocument['kind']; title: string },
) {
  return deps.db.transaction(async (tx) => {
    const row = await company(tx, session);
    const file = await ownFile(tx, session.accountId, input.id_File);
    if (!DOCUMENT_TYPES.has(file.mimeType)) throw fieldError('id_File', 'Документ: файл PDF, JPEG или PNG');
    const inserted = await tx
      .insert(supplierPublicDocuments)
      .values({ supplierId: row.id, fileId: file.id, kind: input.kind, title: input.title })
      .onConflictDoNothing()
      .returning({ id: supplierPublicDocuments.id });
    if (inserted.length === 0) throw fieldError('id_File', 'Этот файл уже опубликован');
    return { success: true as const, items: await publicDocumentsOf(tx, row.id) };
  });
}

export async function deletePublicDocument(deps: SupplierDeps, session: SessionRecord, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await company(tx, session);
    const deleted = await tx
      .delete(supplierPublicDocuments)
      .where(and(eq(supplierPublicDocuments.id, id), eq(supplierPublicDocuments.supplierId, row.id)))
      .returning({ id: supplierPublicDocuments.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Документ не найден');
    return { success: true as const, items: await publicDocumentsOf(tx, row.id) };
  });
}

/** The file of a published document, for anyone; any other id is 404. */
export async function publishedDocumentFileId(db: DbExecutor, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ fileId: supplierPublicDocuments.fileId, title: supplierPublicDocuments.title })
    .from(supplierPublicDocuments)
    .where(eq(supplierPublicDocuments.id, id))
    .limit(1);
  return row?.fileId;
}

/** Whether the file is some supplier's logo (only such files are public as logos). */
export async function isSupplierLogo(db: DbExecutor, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.logoFileId, fileId))
    .limit(1);
  return row !== undefined;
}
