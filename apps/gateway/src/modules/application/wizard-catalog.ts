import { application as contract } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { pageCount } from '@agrolease/domain';
import { searchProductIds } from '../catalogue/index.ts';
import type { WizardInput } from './draft.ts';
import { findCatalogPage, findPriceLevelsOf, findTopCategories } from './queries.ts';

export async function catalogFor(db: Database, input: WizardInput) {
  const categoryRows = await findTopCategories(db);
  const top = categoryRows.filter((row) => row.parentId === null);
  const category =
    input.category && top.some((row) => String(row.id) === input.category) ? input.category : '';
  let categoryIds: number[] | null = null;
  if (category) {
    const ids = new Set([Number(category)]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of categoryRows) {
        if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
          ids.add(row.id);
          grew = true;
        }
      }
    }
    categoryIds = [...ids];
  }
  const query = (input.query ?? '').trim();
  const productIds = query.length >= 2 ? await searchProductIds(db, query, 500) : null;
  const sort = input.sort ?? 'price';
  const by = input.by ?? 'asc';
  const pageSize = contract.APPLICATION_CATALOG_PAGE_SIZE;
  const wantedPage = input.page ?? 1;
  const first = await findCatalogPage(db, {
    categoryIds,
    productIds,
    sort,
    by,
    limit: pageSize,
    offset: (wantedPage - 1) * pageSize,
  });
  const pages = pageCount(first.total, pageSize);
  const levels = await findPriceLevelsOf(
    db,
    first.rows.map((row) => row.id),
  );
  const catalogProducts = first.rows.map((row) => {
    const own = levels.filter((level) => level.productId === row.id);
    const cheapest = own.reduce<(typeof own)[number] | undefined>(
      (min, level) => (!min || level.value < min.value ? level : min),
      undefined,
    );
    return {
      id: row.id,
      title: row.title,
      brand: row.brand,
      supplier: row.supplier,
      category: row.category,
      priceMin: cheapest?.value ?? row.price,
      idPrice: cheapest?.id ?? null,
      prices: own.map((level) => ({ id: level.id, title: level.title, value: level.value })),
      src: row.image,
      url: `/catalog/item/${row.id}/`,
    };
  });
  return {
    catalogProducts,
    filters: {
      query,
      category,
      categories: top.map((row) => ({ value: String(row.id), title: row.title })),
    },
    sort: { sort, by },
    pagination: {
      paginator: { page: Math.min(wantedPage, pages), pages },
      lastLoadedPage: Math.min(wantedPage, pages),
      totalPages: pages,
      totalItems: first.total,
    },
  };
}
