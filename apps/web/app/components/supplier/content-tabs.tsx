import { supplierContent } from '@agrolease/contracts';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: supplierContent.CONTENT_CARD_PAGE, title: 'Карточка' },
  { to: supplierContent.CONTENT_DOCUMENTS_PAGE, title: 'Документы' },
  { to: supplierContent.CONTENT_STORES_PAGE, title: 'Магазины' },
];

/** The supplier's content: company card, public documents and stores (decision 0111). */
export function ContentTabs() {
  return <SectionTabs tabs={TABS} label="Разделы контента" />;
}
