import { supplier } from '@agrolease/contracts';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: supplier.NOMENCLATURE_PAGE, title: 'Номенклатура' },
  { to: supplier.PRICE_LEVEL_PAGE, title: 'Уровни цен' },
];

/** The built tabs of the supplier's products (spec 1 §2; decision 0086). */
export function ProductsTabs() {
  return <SectionTabs tabs={TABS} label="Разделы номенклатуры" />;
}
