import {
  SHIPPING_PAGE,
  SUPPLIER_COMPLAINTS_PAGE,
  SUPPLY_CONTRACTS_PAGE,
} from '@agrolease/contracts/supplier-deliveries-values';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: SUPPLY_CONTRACTS_PAGE, title: 'Договоры' },
  { to: SHIPPING_PAGE, title: 'Отгрузки' },
  { to: SUPPLIER_COMPLAINTS_PAGE, title: 'Рекламации' },
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
