import type { stock, TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { formatNumberRu, listingPaging, moscowDay, pageOffset } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { findPriceLevels } from '../catalogue/index.ts';
import {
  countStock,
  countStockByRegion,
  countStockByTopCategory,
  findProductCharacteristics,
  findStock,
  findStockItem,
  findTopCategoryByUri,
  type StockFilter,
  type StockOrder,
  type StockRow,
} from './queries.ts';

type StockPage = TCallReply<typeof stock.stockCatalog>;
type StockCard = StockPage['items'][number];

function toStockCard(row: StockRow, today: string): StockCard {
  return {
    id: row.id,
    id_product: row.productId,
    title: row.title,
    url: `/stock/${row.id}/`,
    product_url: `/catalog/item/${row.productId}/`,
    image: row.image,
    price: row.price,
    year: row.year,
    supplier: row.supplier,
    category: { title: row.categoryTitle, uri: row.categoryUri },
    city: row.city,
    region: row.region,
    quantity: row.quantity,
    ready_date: row.readyOn,
    is_ready: row.readyOn <= today,
  };
}

export async function getStockCatalog(
  db: Database,
  query: StockOrder & {
    page: number;
    nPaginator: number;
    category?: string;
    region?: string;
    ready?: '0' | '1';
  },
): Promise<StockPage> {
  // Readiness is counted against today in Moscow.
  const today = moscowDay(new Date());
  const filter: StockFilter = {
    regionFiasId: query.region,
    readyBy: query.ready === '1' ? today : undefined,
  };
  if (query.category !== undefined) {
    const category = await findTopCategoryByUri(db, query.category);
    if (!category) throw new AppError('NOT_FOUND', 'Категория не найдена');
    filter.topCategoryId = category.id;
  }
  const [rows, total, categories, regions] = await Promise.all([
    findStock(db, filter, query, query.nPaginator, pageOffset(query.page, query.nPaginator)),
    countStock(db, filter),
    countStockByTopCategory(db),
    countStockByRegion(db),
  ]);
  return {
    items: rows.map((row) => toStockCard(row, today)),
    filterData: {
      categories,
      regions: regions.map((row) => ({ fias_id: row.fiasId, title: row.title, count: row.count })),
    },
    paginatorData: listingPaging(query.page, query.nPaginator, total),
    countCollection: total,
  };
}

function characteristicValue(row: {
  kind: 'range' | 'select' | 'bool';
  unit: string;
  valueNum: number | null;
  valueText: string | null;
}): string {
  if (row.kind === 'bool') return row.valueNum ? 'да' : 'нет';
  if (row.valueNum !== null)
    return row.unit ? `${formatNumberRu(row.valueNum)}\u00a0${row.unit}` : formatNumberRu(row.valueNum);
  return row.valueText ?? '';
}

export async function getStockItem(
  db: Database,
  id: number,
): Promise<TCallReply<typeof stock.stockCatalogProduct>> {
  const row = await findStockItem(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Техника на складе не найдена');
  const [values, prices] = await Promise.all([
    findProductCharacteristics(db, row.productId),
    findPriceLevels(db, row.productId),
  ]);
  return {
    ...toStockCard(row, moscowDay(new Date())),
    description: row.description,
    brand: row.brand,
    model: row.model,
    address: row.address,
    region_fias_id: row.regionFiasId,
    supplier_id: row.supplierId,
    characteristics: values.map((value) => ({ title: value.title, value: characteristicValue(value) })),
    CRMPrices: prices,
  };
}
