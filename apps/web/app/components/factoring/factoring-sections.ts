import {
  IconCash,
  IconFileInvoice,
  IconFileText,
  IconListDetails,
  IconReportAnalytics,
} from '@tabler/icons-react';
import type { CabinetSection } from '../cabinet/section-navigation';

export const FACTORING_BASE = '/cabinet/v2/factoring';
export const FACTORING_CUSTOMER_BASE = '/cabinet/v2/factoring-customer';

/**
 * The factoring supplier's sections (spec 1 §2, routes.tsv; decisions 0088, 0105).
 */
export const FACTORING_SECTIONS: readonly CabinetSection[] = [
  { to: `${FACTORING_BASE}/registers`, title: 'Реестры', icon: IconListDetails },
  { to: `${FACTORING_BASE}/invoice`, title: 'Накладные', icon: IconFileInvoice },
  { to: `${FACTORING_BASE}/financing`, title: 'Финансирование', icon: IconCash },
  { to: `${FACTORING_BASE}/documents`, title: 'Документы', icon: IconFileText },
  { to: `${FACTORING_BASE}/reports`, title: 'Отчёты', icon: IconReportAnalytics },
];

export const FACTORING_CUSTOMER_SECTIONS: readonly CabinetSection[] = [
  { to: `${FACTORING_CUSTOMER_BASE}/registers`, title: 'Реестры', icon: IconListDetails },
];
