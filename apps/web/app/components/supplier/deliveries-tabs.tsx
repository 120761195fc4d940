import { supplierDeliveries } from '@agrolease/contracts';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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

/**
 * What stands above a deliveries list: the tabs, the notice of a section not yet open to the
 * supplier (`locked`, the gateway's words), and the line about the list once there is one.
 */
export function DeliveriesIntro({
  locked,
  children,
}: {
  locked: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <>
      <DeliveriesTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {children}
    </>
  );
}
