import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { formatNumberRu } from '@agrolease/domain';
import { ANY_MACHINE_CONDITIONS, estimateMonthlyPayment } from '../calculator/index.ts';
import { type CatalogueIndex, type IndexedProduct, SUPPLIER_REGION_FILTER } from './catalogue-index.ts';

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

/**
 * The calculator's monthly payment for a price of a category: the product page's estimate
 * (CalcOnProduct) under the conditions of the category's top one, as findConditionsOfCategory
 * reads them (decision 0173).
 */
export function monthlyPaymentIn(index: CatalogueIndex, categoryId: number, price: number): number | null {
  const category = index.categoryById.get(categoryId);
  const conditions = index.calcConditions.get(category?.parentId ?? categoryId) ?? ANY_MACHINE_CONDITIONS;
  return estimateMonthlyPayment(conditions, price);
}

/** A product's card figure, worked out once per product and catalogue generation. */
export function productMonthlyPayment(index: CatalogueIndex, product: IndexedProduct): number | null {
  if (product.monthlyPayment === undefined) {
    product.monthlyPayment = monthlyPaymentIn(index, product.categoryId, product.price);
  }
  return product.monthlyPayment;
}

export function toCatalogItem(index: CatalogueIndex, product: IndexedProduct): TCatalogItem {
  const features: TCatalogItem['features'] = [];
  for (const definition of index.definitions) {
    if (features.length >= FEATURES_ON_CARD) break;
    if (definition.field === 'price' || definition.field === 'year' || definition.kind === 'bool') continue;
    // The card names its supplier already: the region filter is not one of its characteristics.
    if (definition.field === SUPPLIER_REGION_FILTER) continue;
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
    monthly_payment: productMonthlyPayment(index, product),
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
