import { payments } from '@agrolease/contracts';
import type { TIncomingPayment } from '@agrolease/contracts/payments';
import { formatIsoDayRu, formatKopecks } from '@agrolease/domain';
import { Badge } from '@mantine/core';
import { IncomingAssignForm } from '../../components/backoffice/incoming-assign-form';
import { IncomingPaymentForm } from '../../components/backoffice/incoming-payment-form';
import { QueueFilter, queueFilterOf } from '../../components/backoffice/queue-filter';
import { StatementImportForm } from '../../components/backoffice/statement-import-form';
import { type ListColumn, ListPage } from '../../components/list-page/list-page';
import { Paper, Text, Title } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { formText } from '../../lib/intent-action.server';
import { listPage } from '../../lib/list-page';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/payments';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Поступления', description: 'Платежи клиентов: выписки банка и ручной ввод.' }),
  { name: 'robots', content: 'noindex' },
];

const FILTERS = [
  { value: '', label: 'Все' },
  { value: 'unmatched', label: 'Не сопоставлены' },
  { value: 'matched', label: 'Зачтены' },
] as const;

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null, state: '' };
  const url = new URL(request.url);
  const state = queueFilterOf(url, 'state', FILTERS) || 'all';
  const list = await getGateway(context).call(payments.incomingPayments, { page: listPage(url), state });
  return { exportPath: payments.INCOMING_REPORT_PATH, list, state };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) {
    return { ok: false, intent: 'record', message: 'Раздел недоступен', errors: {} } satisfies ActionResult;
  }
  const form = await readForm(request);
  if (formText(form, 'intent') === 'assign') {
    return sendFromAction(context, 'assign', payments.assignIncomingPayment, {
      id_incoming: formText(form, 'id_incoming'),
      contract_name: formText(form, 'contract_name'),
    });
  }
  return sendFromAction(context, 'record', payments.recordIncomingPayment, {
    contract_name: formText(form, 'contract_name'),
    number: formText(form, 'number'),
    date: formText(form, 'date'),
    sum: formText(form, 'sum'),
    payer_inn: formText(form, 'payer_inn'),
    purpose: formText(form, 'purpose'),
  });
}

const COLUMNS: ListColumn<TIncomingPayment>[] = [
  {
    title: 'Платёжное поручение',
    cell: (item) => (
      <>
        № {item.number} от {formatIsoDayRu(item.date)}
        <Text fz="xs" c="dimmed">
          {item.source === 'manual' ? 'внесён вручную' : 'из выписки'}
        </Text>
      </>
    ),
  },
  {
    title: 'Плательщик',
    cell: (item) => (
      <>
        {item.payer_name || item.contract?.company || '—'}
        <Text fz="xs" c="dimmed">
          ИНН {item.payer_inn}
        </Text>
      </>
    ),
  },
  {
    title: 'Сумма',
    align: 'right',
    cell: (item) => <span style={{ whiteSpace: 'nowrap' }}>{formatKopecks(item.sum_kopecks)}</span>,
  },
  {
    title: 'Назначение',
    cell: (item) => (
      <Text fz="sm" style={{ overflowWrap: 'anywhere', maxWidth: 360 }}>
        {item.purpose}
      </Text>
    ),
  },
  {
    title: 'Зачтено',
    cell: (item) =>
      item.status === 'matched' ? (
        <div>
          <Badge color="field" variant="light">
            {item.contract?.contract_name}
          </Badge>
          <Text fz="xs" c="dimmed">
            {item.paid_payments
              .map(
                (payment) =>
                  `платёж за ${formatIsoDayRu(payment.payment_date)}${payment.settled ? '' : ` — частично, ${formatKopecks(payment.paid_kopecks)}`}`,
              )
              .join(', ')}
            {item.penalty_kopecks > 0 ? `; пени ${formatKopecks(item.penalty_kopecks)}` : ''}
          </Text>
          {item.surplus_kopecks > 0 && (
            <Text fz="xs" c="orange.9" style={{ maxWidth: 260 }} data-testid="incoming-surplus">
              {item.note}
            </Text>
          )}
        </div>
      ) : (
        <div>
          <Badge color="orange" variant="light">
            Не сопоставлен
          </Badge>
          <Text fz="xs" c="orange.9" style={{ maxWidth: 260 }}>
            {item.note}
          </Text>
          <IncomingAssignForm id={item.id} number={item.number} />
        </div>
      ),
  },
];

/**
 * Money that came in (issue 38, decision 0168): a bank statement in the 1C format or a payment
 * by hand, matched to contracts by the number in the purpose and the payer's INN; the unmatched
 * wait here for the manager.
 */
export default function BackofficePayments({ loaderData }: Route.ComponentProps) {
  const { list, state } = loaderData;
  if (!list) return null;
  return (
    <ListPage
      title="Поступления"
      intro={
        <>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="sm">
              Выписка банка
            </Title>
            <StatementImportForm />
          </Paper>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="sm">
              Внести платёж вручную
            </Title>
            <IncomingPaymentForm />
          </Paper>
          <Title order={2} fz="lg">
            Поступившие платежи
            {list.unmatched_count > 0 && (
              <Badge color="orange" ml="sm" variant="filled" data-testid="unmatched-count">
                не сопоставлено: {list.unmatched_count}
              </Badge>
            )}
          </Title>
        </>
      }
      filters={<QueueFilter name="state" filters={FILTERS} label="Какие поступления показать" />}
      exportPath={loaderData.exportPath}
      exportQuery={{ state }}
      label="Поступившие платежи"
      columns={COLUMNS}
      minWidth={960}
      items={list.items}
      empty="Поступлений нет"
      pages={list.pages}
      page={list.page}
    />
  );
}
