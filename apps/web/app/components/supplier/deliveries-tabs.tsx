import { supplierDeliveries } from '@agrolease/contracts';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: supplierDeliveries.SUPPLY_CONTRACTS_PAGE, title: 'Договоры' },
  { to: supplierDeliveries.SHIPPING_PAGE, title: 'Отгрузки' },
  { to: supplierDeliveries.SUPPLIER_COMPLAINTS_PAGE, title: 'Рекламации' },
];

/** The supplier's deliveries: supply contracts, shipping and complaints (decisions 0090, 0107). */
export function DeliveriesTabs() {
  return <SectionTabs tabs={TABS} label="Разделы поставок" />;
}
