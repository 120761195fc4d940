import { supplier, supplierLeads, supplierReviews } from '@agrolease/contracts';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: supplier.NOMENCLATURE_PAGE, title: 'Номенклатура' },
  { to: supplier.PRICE_LEVEL_PAGE, title: 'Уровни цен' },
  { to: supplierLeads.INTERESTS_PAGE, title: 'Интересы' },
  { to: supplierLeads.OFFERS_PAGE, title: 'Спецпредложения' },
  { to: supplierLeads.CONSULTANT_PAGE, title: 'Консультант' },
  { to: supplierReviews.REVIEWS_PAGE, title: 'Отзывы' },
];

/** The built tabs of the supplier's products (spec 1 §2; decisions 0086, 0106, 0112). */
export function ProductsTabs() {
  return <SectionTabs tabs={TABS} label="Разделы номенклатуры" />;
}
