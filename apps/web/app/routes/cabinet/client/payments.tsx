import { cabinet } from '@agrolease/contracts';
import { SegmentedControl, SimpleGrid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatSum } from '../../../components/cabinet/cabinet-format';
import { paymentColumns, paymentRow } from '../../../components/cabinet/payment-table';
import { ListPage } from '../../../components/list-page/list-page';
import { Paper, Text } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/payments';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Платежи', description: 'График платежей по договорам лизинга.' }),
  { name: 'robots', content: 'noindex' },
];

const STATES = [
  { value: 'upcoming', label: 'Предстоящие' },
  { value: 'overdue', label: 'Просроченные' },
  { value: 'paid', label: 'Оплаченные' },
  { value: 'all', label: 'Все' },
] as const;

type TState = (typeof STATES)[number]['value'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('state');
  const state: TState = STATES.some((item) => item.value === asked) ? (asked as TState) : 'upcoming';
  const page = Number(url.searchParams.get('page')) || 1;
  return {
    exportPath: cabinet.CABINET_PAYMENTS_REPORT_PATH,
    list: await getGateway(context).call(cabinet.getCabinetPayments, { state, page }),
    state,
  };
}

const COLUMNS = paymentColumns(true);

/** Payments across the client's orders: upcoming first, overdue marked red (decision 0061). */
export default function ClientPayments({ loaderData: { exportPath, list, state } }: Route.ComponentProps) {
  const [, setParams] = useSearchParams();
  return (
    <ListPage
      crumbs={[{ title: 'Платежи', href: '/cabinet/v2/client/payments' }]}
      title="Платежи"
      intro={
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Paper withBorder p="md" radius="md" bg={list.totals.overdue_count > 0 ? 'red.0' : undefined}>
            <Text fz="xs" c={list.totals.overdue_count > 0 ? 'red.8' : 'dimmed'}>
              Просрочено
            </Text>
            <Text fw={700} fz="xl" c={list.totals.overdue_count > 0 ? 'red.8' : undefined}>
              {formatSum(list.totals.overdue)}
            </Text>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Text fz="xs" c="dimmed">
              Предстоит оплатить
            </Text>
            <Text fw={700} fz="xl">
              {formatSum(list.totals.upcoming)}
            </Text>
          </Paper>
        </SimpleGrid>
      }
      filters={
        <SegmentedControl
          value={state}
          onChange={(value) => setParams({ state: value })}
          data={STATES.map((item) => ({ value: item.value, label: item.label }))}
          aria-label="Какие платежи показать"
          fullWidth
        />
      }
      exportPath={exportPath}
      exportQuery={{ state }}
      label="График платежей"
      columns={COLUMNS}
      minWidth={620}
      rowProps={paymentRow}
      items={list.items}
      empty="Платежей нет."
      pages={list.pages}
      page={list.page}
    />
  );
}
