import { CONSULTANT_PAGE, INTERESTS_PAGE, OFFERS_PAGE } from '@agrolease/contracts/supplier-leads-values';
import { REVIEWS_PAGE } from '@agrolease/contracts/supplier-reviews-values';
import { NOMENCLATURE_PAGE, PRICE_LEVEL_PAGE } from '@agrolease/contracts/supplier-values';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: NOMENCLATURE_PAGE, title: 'Номенклатура' },
  { to: PRICE_LEVEL_PAGE, title: 'Уровни цен' },
  { to: INTERESTS_PAGE, title: 'Интересы' },
  { to: OFFERS_PAGE, title: 'Спецпредложения' },
  { to: CONSULTANT_PAGE, title: 'Консультант' },
  { to: REVIEWS_PAGE, title: 'Отзывы' },
];

/** The built tabs of the supplier's products (spec 1 §2; decisions 0086, 0106, 0112). */
export function ProductsTabs() {
  return <SectionTabs tabs={TABS} label="Разделы номенклатуры" />;
}
