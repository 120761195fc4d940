import { type providers, supplierContent, type TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { listingPaging, pageOffset } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { publicDocumentsOf, storesOf } from '../supplier/index.ts';
import {
  countSupplierProductsByCategory,
  countSuppliers,
  countSuppliersByRegion,
  findAgent,
  findAgents,
  findSupplier,
  findSupplierProducts,
  findSuppliers,
  type SupplierFilter,
  type SupplierRow,
} from './queries.ts';

type SuppliersPage = TCallReply<typeof providers.getSuppliers>;
type Paging = { page: number; nPaginator: number };

const KIND_TITLES = { producer: 'Производитель', dealer: 'Дилер' } as const;

function toSupplierCard(row: NonNullable<SupplierRow>): SuppliersPage['items'][number] {
  return {
    id: row.id,
    title: row.title,
    url: `/providers/${row.id}/`,
    kind: row.kind,
    kind_title: KIND_TITLES[row.kind],
    city: row.city,
    region: row.region,
    products_count: row.productsCount,
    is_accredited: row.isAccredited,
  };
}

export async function getSuppliers(
  db: Database,
  query: Paging & SupplierFilter & { region?: string },
): Promise<SuppliersPage> {
  const filter: SupplierFilter = { query: query.query, regionFiasId: query.region, kind: query.kind };
  const [rows, total, regions] = await Promise.all([
    findSuppliers(db, filter, query.nPaginator, pageOffset(query.page, query.nPaginator)),
    countSuppliers(db, filter),
    countSuppliersByRegion(db),
  ]);
  return {
    items: rows.map(toSupplierCard),
    filterData: {
      regions: regions.map((row) => ({ fias_id: row.fiasId, title: row.title, count: row.count })),
    },
    paginatorData: listingPaging(query.page, query.nPaginator, total),
    countCollection: total,
  };
}

export async function getSupplier(
  db: Database,
  query: Paging & { id: number },
): Promise<TCallReply<typeof providers.getSupplier>> {
  const row = await findSupplier(db, query.id);
  if (!row) throw new AppError('NOT_FOUND', 'Поставщик не найден');
  const [items, categories, stores, documents] = await Promise.all([
    findSupplierProducts(db, row.id, query.nPaginator, pageOffset(query.page, query.nPaginator)),
    countSupplierProductsByCategory(db, row.id),
    storesOf(db, row.id),
    publicDocumentsOf(db, row.id),
  ]);
  return {
    ...toSupplierCard(row),
    description: row.description,
    inn: row.inn,
    ogrn: row.ogrn,
    kpp: row.kpp,
    region_fias_id: row.regionFiasId,
    site: row.site,
    phone: row.phone,
    email: row.email,
    logo: row.logoFileId === null ? null : supplierContent.supplierLogoUrl(row.logoFileId),
    stores,
    documents: documents.map(({ created: _created, ...document }) => document),
    categories,
    products: {
      items: items.map((item) => ({ ...item, url: `/catalog/item/${item.id}/` })),
      paginatorData: listingPaging(query.page, query.nPaginator, row.productsCount),
    },
  };
}

type AgentRow = NonNullable<Awaited<ReturnType<typeof findAgent>>>;

function toAgent(row: AgentRow): TCallReply<typeof providers.getAgent> {
  return {
    id: row.id,
    name: row.name,
    url: `/agents/${row.id}/`,
    city: row.city,
    region: row.region,
    region_fias_id: row.regionFiasId,
    phone: row.phone,
    email: row.email,
    description: row.description,
  };
}

export async function getAgent(db: Database, id: number) {
  const row = await findAgent(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Агент не найден');
  return toAgent(row);
}

export async function getAgents(db: Database, region?: string) {
  return { items: (await findAgents(db, region)).map(toAgent) };
}
