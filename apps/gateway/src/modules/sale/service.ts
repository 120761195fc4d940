import type { sale, TCallReply } from '@agrolease/contracts';
import type { TSaleCatalogQuery } from '@agrolease/contracts/sale';
import type { Database } from '@agrolease/db';
import {
  formatNumberRu,
  listingPaging,
  pageCount,
  pageOffset,
  type SaleCondition,
  saleConditionTitle,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import {
  countLots,
  countLotsByRegion,
  findLot,
  findLotDocuments,
  findLots,
  findSaleCategories,
  findSaleCategoryByUri,
  findSimilarLots,
  findSpecialOfferLots,
  type LotCardRow,
  type LotFilter,
  lotRanges,
} from './queries.ts';

type CatalogPage = TCallReply<typeof sale.saleCatalogV2>;
type Card = CatalogPage['items'][number];

const CATEGORY_ICONS: Record<string, string> = {
  traktory: 'tractor',
  kombajny: 'combine',
  'gruzovaya-tehnika': 'truck',
  'pricepnaya-tehnika': 'trailer',
  spectehnika: 'special',
};

export const SALE_CATALOG_TITLE = 'Продажа имущества с пробегом';

function saleCategoryImage(uri: string): string {
  return `/img/sale/${CATEGORY_ICONS[uri] ?? 'tractor'}-1.svg`;
}

export function toSaleCard(row: LotCardRow): Card {
  return {
    id: row.id,
    title: row.title,
    url: `/sale/${row.id}/`,
    image: row.image,
    price: row.price,
    old_price: row.oldPrice,
    year: row.year,
    city: row.city,
    region: row.region,
    category: { title: row.categoryTitle, uri: row.categoryUri },
    condition: row.condition,
    condition_title: saleConditionTitle(row.condition as SaleCondition),
    mileage_km: row.mileageKm,
    engine_hours: row.engineHours,
    listed_on: row.listedOn,
  };
}

function notFoundCategory(): AppError {
  // spec 2 §8: a catalogue error whose message starts with "category not found" shows the not-found page.
  return new AppError('NOT_FOUND', 'Категория не найдена', {
    fieldErrors: [{ prop: 'category', error: 'Категория не найдена' }],
  });
}

async function categoryOf(db: Database, uri: string | undefined) {
  if (uri === undefined) return undefined;
  const category = await findSaleCategoryByUri(db, uri);
  if (!category) throw notFoundCategory();
  return category;
}

function rangeError(from: number | undefined, to: number | undefined, prop: string, what: string): void {
  if (from !== undefined && to !== undefined && from > to)
    throw new AppError('VALIDATION', `${what}: «от» больше, чем «до»`, {
      fieldErrors: [{ prop, error: `${what}: «от» больше, чем «до»` }],
    });
}

async function filterOf(
  db: Database,
  query: TSaleCatalogQuery,
): Promise<{ filter: LotFilter; category?: { id: number; title: string; uri: string } }> {
  rangeError(query.year_from, query.year_to, 'year_from', 'Год выпуска');
  rangeError(query.price_from, query.price_to, 'price_from', 'Цена');
  const category = await categoryOf(db, query.category);
  return {
    category,
    filter: {
      categoryId: category?.id,
      regionFiasId: query.region,
      yearFrom: query.year_from,
      yearTo: query.year_to,
      priceFrom: query.price_from,
      priceTo: query.price_to,
      ids: query.ids,
    },
  };
}

async function saleCategoriesWithCounts(db: Database) {
  const rows = await findSaleCategories(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    uri: row.uri,
    url: `/sale/catalog/${row.uri}/`,
    count: row.count,
    image: saleCategoryImage(row.uri),
  }));
}

export async function getSaleGrid(
  db: Database,
  query: TSaleCatalogQuery,
): Promise<TCallReply<typeof sale.saleCatalog>> {
  const { filter } = await filterOf(db, query);
  const [rows, total] = await Promise.all([
    findLots(db, filter, query, query.nPaginator, pageOffset(query.page, query.nPaginator)),
    countLots(db, filter),
  ]);
  return {
    items: rows.map(toSaleCard),
    count_collection: total,
    page: query.page,
    pages: pageCount(total, query.nPaginator),
    items_pp: query.nPaginator,
  };
}

export async function getSaleCatalogPage(db: Database, query: TSaleCatalogQuery): Promise<CatalogPage> {
  const { filter, category } = await filterOf(db, query);
  const [rows, total, categories, regions, ranges] = await Promise.all([
    findLots(db, filter, query, query.nPaginator, pageOffset(query.page, query.nPaginator)),
    countLots(db, filter),
    saleCategoriesWithCounts(db),
    countLotsByRegion(db, category?.id),
    lotRanges(db, category?.id),
  ]);
  return {
    items: rows.map(toSaleCard),
    filterData: {
      categories,
      regions: regions.map((row) => ({ fias_id: row.fiasId, title: row.title, count: row.count })),
      year: { min: ranges?.yearMin ?? 0, max: ranges?.yearMax ?? 0 },
      price: { min: ranges?.priceMin ?? 0, max: ranges?.priceMax ?? 0 },
    },
    sortData: [
      { sort: 'date', by: 'desc', title: 'Сначала новые' },
      { sort: 'price', by: 'asc', title: 'Сначала дешевле' },
      { sort: 'price', by: 'desc', title: 'Сначала дороже' },
      { sort: 'year', by: 'desc', title: 'По году выпуска' },
    ],
    paginatorData: listingPaging(query.page, query.nPaginator, total),
    countCollection: total,
    categoryText: category
      ? {
          title: category.title,
          description: `${category.title} от АО «Агролизинг»: техника после лизинга с проверенной историей, осмотр на площадке, покупка за наличный расчёт или в лизинг.`,
          text: '',
        }
      : {
          title: SALE_CATALOG_TITLE,
          description:
            'Тракторы, комбайны, грузовики и спецтехника после лизинга: цены по независимой оценке, осмотр на площадке, покупка за наличный расчёт или в лизинг.',
          text: '',
        },
  };
}

export async function getSaleSubcategories(
  db: Database,
): Promise<TCallReply<typeof sale.getSaleSubcategories>> {
  return { items: await saleCategoriesWithCounts(db) };
}

const SPECIAL_OFFERS_DEFAULT = 8;

export async function getSaleSpecialOffers(db: Database, limit = SPECIAL_OFFERS_DEFAULT) {
  return { items: (await findSpecialOfferLots(db, limit)).map(toSaleCard) };
}

function lotNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Лот не найден');
}

export async function getSaleLot(
  db: Database,
  id: number,
): Promise<TCallReply<typeof sale.saleCatalogProduct>> {
  const row = await findLot(db, id);
  if (!row) throw lotNotFound();
  const documents = await findLotDocuments(db, id);
  const icon = CATEGORY_ICONS[row.categoryUri] ?? 'tractor';
  const views = ['Общий вид', 'Вид справа', 'Ходовая часть', 'На площадке', 'Кабина и агрегаты'];
  const characteristics = [
    { title: 'Марка', value: row.brand },
    { title: 'Модель', value: row.model },
    { title: 'Год выпуска', value: String(row.year) },
    { title: 'Состояние', value: saleConditionTitle(row.condition as SaleCondition) },
    ...(row.mileageKm !== null
      ? [{ title: 'Пробег', value: `${formatNumberRu(row.mileageKm)}\u00a0км` }]
      : []),
    ...(row.engineHours !== null
      ? [{ title: 'Наработка', value: `${formatNumberRu(row.engineHours)}\u00a0м/ч` }]
      : []),
    ...(row.enginePowerHp !== null
      ? [{ title: 'Мощность двигателя', value: `${row.enginePowerHp}\u00a0л.\u00a0с.` }]
      : []),
    { title: 'Инвентарный номер', value: row.inventoryNumber },
    { title: 'Местонахождение', value: row.address },
  ];
  return {
    ...toSaleCard(row),
    description: row.description,
    brand: row.brand,
    model: row.model,
    inventory_number: row.inventoryNumber,
    address: row.address,
    region_fias_id: row.regionFiasId,
    gallery: Array.from({ length: row.pictureCount }, (_, index) => ({
      src: `/img/sale/${icon}-${index + 1}.svg`,
      title: views[index] ?? 'Фото',
    })),
    characteristics,
    documents,
    contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
  };
}

const SIMILAR_LIMIT = 4;

export async function getSimilarLots(
  db: Database,
  id: number,
): Promise<TCallReply<typeof sale.getSimilarSaleProduct>> {
  const lot = await findLot(db, id);
  if (!lot) throw lotNotFound();
  const rows = await findSimilarLots(db, { id, categoryId: lot.categoryId, price: lot.price }, SIMILAR_LIMIT);
  return { items: rows.map(toSaleCard) };
}

export async function getSaleCatalogParams(
  db: Database,
  uri: string,
): Promise<TCallReply<typeof sale.getSaleCatalogParamsByAlias>> {
  const category = uri === '' ? undefined : await findSaleCategoryByUri(db, uri);
  if (!category) throw notFoundCategory();
  return {
    id: category.id,
    uri: category.uri,
    title: category.title,
    h1: category.title,
    meta: {
      title: `${category.title} — продажа техники после лизинга`,
      description: `${category.title} от АО «Агролизинг»: цены, фото, наработка и состояние, осмотр на площадке, покупка за наличный расчёт или в лизинг.`,
    },
  };
}

export async function saleAliasExists(db: Database, uri: string): Promise<boolean> {
  if (uri === '') return false;
  return (await findSaleCategoryByUri(db, uri)) !== undefined;
}
