import type { reference, TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { formatAtLeast } from '@agrolease/domain';
import { DEFAULT_CONDITIONS } from '../calculator/index.ts';
import { findCategoryRows } from '../catalogue/index.ts';
import { findSaleCategories } from '../sale/index.ts';
import { buildCategoryTree } from './category-tree.ts';
import {
  countCatalogue,
  countProductsByCategory,
  findLatestNews,
  findOfferProducts,
  findProductIds,
} from './queries.ts';

type CategoriesReply = TCallReply<typeof reference.getCategories>;
type MainReply = TCallReply<typeof reference.main>;

/**
 * The menu and the home page change only when the catalogue or the news do; a short
 * per-process cache keeps these calls on every page view cheap (PGlite runs queries on the
 * main thread) without another instance ever needing this copy.
 */
const CACHE_TTL_MS = 30_000;

/**
 * One reply per database for CACHE_TTL_MS, frozen: the reply serialiser checks and serialises a
 * frozen reply once and hands its JSON to every request after (http/reply-serializer.ts); the
 * category tree's check was about 14 % of a getCategories call's CPU.
 */
function cachedPerDatabase<T extends object>(
  load: (db: Database) => Promise<T>,
): (db: Database) => Promise<T> {
  const cache = new WeakMap<Database, { at: number; value: Promise<T> }>();
  return (db) => {
    const cached = cache.get(db);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.value;
    const value = load(db).then((reply) => Object.freeze(reply));
    cache.set(db, { at: Date.now(), value });
    value.catch(() => cache.delete(db));
    return value;
  };
}

async function loadCategories(db: Database): Promise<CategoriesReply> {
  const [rows, counts, sale] = await Promise.all([
    findCategoryRows(db),
    countProductsByCategory(db),
    findSaleCategories(db),
  ]);
  const categories = buildCategoryTree(rows, new Map(counts.map((row) => [row.categoryId, row.count])));
  return {
    categories,
    sale_categories: sale.map((row) => ({
      title: row.title,
      url: `/sale/catalog/${row.uri}/`,
      count: row.count,
    })),
  };
}

export const getCategories = cachedPerDatabase(loadCategories);

const OFFERS_ON_MAIN = 8;
const NEWS_ON_MAIN = 3;

async function loadMain(db: Database): Promise<MainReply> {
  const [{ categories }, totals, offers, news, iconRows] = await Promise.all([
    getCategories(db),
    countCatalogue(db),
    findOfferProducts(db, OFFERS_ON_MAIN),
    findLatestNews(db, NEWS_ON_MAIN),
    findCategoryRows(db),
  ]);
  const icons = new Map(iconRows.map((row) => [row.id, row.icon]));
  return {
    hero: {
      title: 'Сельхозтехника в лизинг для вашего хозяйства',
      subtitle:
        // The advance's lower bound is the calculator's own («Любая техника», CalcInit's limits): issue 38.
        `Государственная лизинговая компания: техника от проверенных поставщиков, аванс от ${DEFAULT_CONDITIONS.minAdvance}\u00a0%, срок до 7\u00a0лет, онлайн-заявка и электронное подписание договора.`,
      stats: [
        { value: formatAtLeast(totals.products), label: 'единиц техники в каталоге' },
        { value: formatAtLeast(totals.suppliers), label: 'поставщиков по всей России' },
        { value: 'с 2001', label: 'года работаем с аграриями' },
        { value: '100 %', label: 'капитала принадлежит государству' },
      ],
    },
    categories: categories
      .filter((category) => category.count > 0)
      .map((category) => ({
        id: category.id,
        title: category.title,
        uri: category.uri,
        count: category.count,
        image: `/img/catalog/${icons.get(category.id) ?? 'tractor'}.svg`,
      })),
    offers: offers.map((offer) => ({ ...offer, url: `/catalog/item/${offer.id}/` })),
    news: news.map((item) => ({ ...item, url: `/company/smi/${item.id}/` })),
  };
}

export const getMain = cachedPerDatabase(loadMain);
/** Catalogue paths for the sitemap (GetDynamicSitemap of the content module): categories and products. */
export async function catalogueSitemapPaths(db: Database): Promise<string[]> {
  const [rows, productIds] = await Promise.all([findCategoryRows(db), findProductIds(db)]);
  const uriById = new Map(rows.map((row) => [row.id, row.uri]));
  const categoryPaths = rows.map((row) => {
    const parent = row.parentId ? uriById.get(row.parentId) : undefined;
    return parent ? `/catalog/${parent}/${row.uri}/` : `/catalog/${row.uri}/`;
  });
  return ['/catalog/', ...categoryPaths, ...productIds.map((row) => `/catalog/item/${row.id}/`)];
}
