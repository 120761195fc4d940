import { readableRegion } from './address-names.ts';
import { formatNumberRu } from './ru-format.ts';

export type SaleCondition = 'excellent' | 'good' | 'fair' | 'repair';

const CONDITION_TITLES: Record<SaleCondition, string> = {
  excellent: 'Отличное',
  good: 'Хорошее',
  fair: 'Удовлетворительное',
  repair: 'Требует ремонта',
};

export function saleConditionTitle(condition: SaleCondition): string {
  return CONDITION_TITLES[condition];
}

/** "Наработка 5 400 моточасов" or "Пробег 120 000 км"; null when the lot has neither. */
export function saleWearText(lot: { mileage_km: number | null; engine_hours: number | null }): string | null {
  if (lot.mileage_km !== null) return `Пробег ${formatNumberRu(lot.mileage_km)}\u00a0км`;
  if (lot.engine_hours !== null) return `Наработка ${formatNumberRu(lot.engine_hours)}\u00a0м/ч`;
  return null;
}

/** Markdown of a special offer in whole percent, or null without an old price above the price. */
export function markdownPercent(price: number, oldPrice: number | null): number | null {
  if (oldPrice === null || oldPrice <= price) return null;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** "Казань, Республика Татарстан", but just "Москва" where the city is the region itself. */
export function placeText(city: string, region: string): string {
  if (!region || region === `г ${city}` || region === city) return city;
  return `${city}, ${readableRegion(region)}`;
}
