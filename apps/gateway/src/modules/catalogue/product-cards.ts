import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { formatNumberRu } from '@agrolease/domain';
import type { CatalogueIndex, IndexedProduct } from './catalogue-index.ts';

export function productUrl(id: number): string {
  return `/catalog/item/${id}/`;
}

/** A characteristic value as the site shows it: numbers grouped, bools as Да/Нет. */
export function formatValue(kind: string, value: number | string | undefined): string {
  if (value === undefined) return '—';
  if (kind === 'bool') return value === 1 ? 'Да' : 'Нет';
  if (typeof value === 'number') return formatNumberRu(value);
  return value;
}

const FEATURES_ON_CARD = 3;

export function toCatalogItem(index: CatalogueIndex, product: IndexedProduct): TCatalogItem {
  const features: TCatalogItem['features'] = [];
  for (const definition of index.definitions) {
    if (features.length >= FEATURES_ON_CARD) break;
    if (definition.field === 'price' || definition.field === 'year' || definition.kind === 'bool') continue;
    const value = product.values[definition.field];
    if (value === undefined) continue;
    const unit = definition.unit ? ` ${definition.unit}` : '';
    features.push({ title: definition.title, value: `${formatValue(definition.kind, value)}${unit}` });
  }
  return {
    id: product.id,
    title: product.title,
    url: productUrl(product.id),
    image: product.image,
    price: product.price,
    brand: product.brand,
    model: product.model,
    year: product.year,
    supplier: index.suppliers.get(product.supplierId)?.title ?? '',
    category: index.categoryById.get(product.categoryId)?.title ?? '',
    isMonthlyOffer: product.isMonthlyOffer,
    isSpecialOffer: product.isSpecialOffer,
    isBuyNow: product.isBuyNow,
    features,
  };
}

export function toCatalogItems(index: CatalogueIndex, products: readonly IndexedProduct[]): TCatalogItem[] {
  return products.map((product) => toCatalogItem(index, product));
}
