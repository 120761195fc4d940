import {
  CONTENT_CARD_PAGE,
  CONTENT_DOCUMENTS_PAGE,
  CONTENT_STORES_PAGE,
} from '@agrolease/contracts/supplier-content-values';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: CONTENT_CARD_PAGE, title: 'Карточка' },
  { to: CONTENT_DOCUMENTS_PAGE, title: 'Документы' },
  { to: CONTENT_STORES_PAGE, title: 'Магазины' },
];

/** The supplier's content: company card, public documents and stores (decision 0111). */
export function ContentTabs() {
  return <SectionTabs tabs={TABS} label="Разделы контента" />;
}
