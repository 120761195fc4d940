import { backoffice } from '@agrolease/contracts';
import { documentStatus, formatRoubles } from '@agrolease/domain';
import {
  Alert,
  Button,
  Card,
  Grid,
  List,
  Anchor as MantineAnchor,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconFile } from '@tabler/icons-react';
import { data, useFetcher } from 'react-router';
import { AgentBadge } from '../../components/backoffice/agent-badge';
import { AgentCommissionCard } from '../../components/backoffice/agent-commission-card';
import { AgentConditionsCard } from '../../components/backoffice/agent-conditions-card';
import { HistoryTimeline } from '../../components/backoffice/history-timeline';
import { useMoneyConfirmation } from '../../components/backoffice/money-confirmation';
import { monthList, OfferConditions, ruDate, ScheduleTable } from '../../components/cabinet/offer-view';
import { useCheckedSubmit } from '../../components/forms/use-checked-submit';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../components/plain/mantine-markup';
import { AppLink } from '../../components/routing/app-link';
import { DealDeliveries } from '../../components/supplier/delivery-view';
import { getGateway } from '../../lib/gateway.server';
import { idParam } from '../../lib/not-found.server';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/deal';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Сделка — бэк-офис', description: 'Этапы сделки.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { allowed: false as const };
  const { card } = await getGateway(context).call(backoffice.dealCard, { id_object: idParam(params.id) });
  return { allowed: true as const, card };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) throw data('Раздел недоступен', { status: 403 });
  const form = Object.fromEntries(
    [...(await readForm(request)).entries()].map(([key, value]) => [key, String(value)]),
  );
  if (form.intent === 'agent-commission') {
    const { intent: _intent, ...payout } = form;
    return sendFromAction(context, 'agent-commission', backoffice.agentCommissionPaid, payout);
  }
  if (form.intent === 'agent-conditions') {
    const { intent: _intent, ...conditions } = form;
    return sendFromAction(context, 'agent-conditions', backoffice.agentDealConditions, conditions);
  }
  return sendFromAction(context, 'next', backoffice.dealNextStage, form);
}

/**
 * The next stage's schema comes with the first focus on its form or its first submit (issue 36),
 * not with the page: the deal's page is the back office's most opened after the queue.
 */
const nextStageSchema = () =>
  import('@agrolease/contracts/backoffice').then((module) => module.ZNextStageInput);
const shipmentSchema = () =>
  nextStageSchema().then((schema) =>
    schema
      .refine((value) => Boolean(value.date_planned_shipment), {
        path: ['date_planned_shipment'],
        message: 'Укажите плановую дату поставки',
      })
      .refine((value) => value.supply_code !== '', {
        path: ['supply_code'],
        message: 'Укажите номер поставки',
      }),
  );

function NextStageForm({ card }: { card: backoffice.TDealCard }) {
  const fetcher = useFetcher<ActionResult>();
  const toShipment = card.next_stage === 'shipment';
  const checked = useCheckedSubmit(toShipment ? shipmentSchema : nextStageSchema);
  const result = fetcher.data;
  const serverErrors = result && !result.ok ? result.errors : {};
  const error = (name: string) => checked.errors[name] ?? serverErrors[name];
  // A stage of a deal moves the lease on (contract, payment, shipment, handover): confirmed
  // with the deal and its sum first (decision 0155).
  const confirmation = useMoneyConfirmation(
    () => ({
      action: `Перевести сделку на этап «${card.next_stage_title}»`,
      object: `Сделка ${card.deal.code} · ${card.deal.company}`,
      sum: card.deal.productsSumm,
      sumLabel: 'Сумма сделки',
    }),
    checked.onSubmit,
  );
  if (!card.next_stage) return <Text c="dimmed">Сделка закрыта.</Text>;
  return (
    <fetcher.Form
      method="post"
      onSubmit={confirmation.onSubmit}
      onFocus={checked.onFocus}
      noValidate
      aria-label="Следующий этап"
    >
      {confirmation.dialog}
      <input type="hidden" name="id_object" value={card.deal.id} />
      <input type="hidden" name="stage" value={card.deal.stage} />
      <Stack gap="md">
        {result && !result.ok && Object.keys(checked.errors).length === 0 && (
          <Alert color="red">{result.message}</Alert>
        )}
        {toShipment && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              min="1900-01-01"
              max="2100-12-31"
              name="date_planned_shipment"
              label="Плановая дата поставки"
              withAsterisk
              error={error('date_planned_shipment')}
              onChange={() => checked.clear('date_planned_shipment')}
            />
            <TextInput
              name="supply_code"
              label="Номер поставки"
              placeholder="П-2027-0001"
              withAsterisk
              error={error('supply_code')}
              onChange={() => checked.clear('supply_code')}
            />
          </SimpleGrid>
        )}
        <Button
          type="submit"
          rightSection={<IconArrowRight size={18} />}
          loading={fetcher.state !== 'idle'}
          w="fit-content"
          maw="100%"
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          Перевести на этап «{card.next_stage_title}»
        </Button>
      </Stack>
    </fetcher.Form>
  );
}

/** One deal: conditions, the order with its schedule, documents, and the move to the next stage. */
export default function BackofficeDeal({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return null;
  const { card } = loaderData;
  const { deal, order } = card;
  return (
    <Stack gap="lg">
      <Anchor to="/backoffice/deals" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Все сделки
        </Group>
      </Anchor>
      <Group justify="space-between">
        <div>
          <PageTitle>Сделка {deal.code}</PageTitle>
          <Text c="dimmed">
            {deal.title} · {deal.company}
          </Text>
          <AgentBadge agent={deal.agent} />
        </div>
        <Badge size="lg" variant="light" data-testid="deal-stage">
          {deal.stage_title}
        </Badge>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            {card.offer && (
              <Card withBorder radius="md" padding="lg">
                <Title order={2} fz="lg" mb="sm">
                  Условия
                </Title>
                <OfferConditions offer={card.offer} />
                {card.client_conditions && (
                  <Alert color="blue" mt="md" title="Клиент изменил условия" data-testid="client-conditions">
                    Аванс {card.client_conditions.advance_percent} %, срок{' '}
                    {card.client_conditions.term_months} мес., график:{' '}
                    {card.client_conditions.schedule_title.toLowerCase()}
                    {card.client_conditions.seasonal_months.length > 0 &&
                      ` (${monthList(card.client_conditions.seasonal_months)})`}
                    , платёж {formatRoubles(card.client_conditions.monthly_payment)}, сумма договора{' '}
                    {formatRoubles(card.client_conditions.total)}. Страховщик:{' '}
                    {card.client_conditions.insurer}
                    {card.client_conditions.delays.length > 0 &&
                      `. ${card.client_conditions.delays.join('; ')}`}
                    . Договор составляется по этим условиям.
                  </Alert>
                )}
                {deal.id_application && (
                  <MantineAnchor
                    component={AppLink}
                    to={`/backoffice/applications/${deal.id_application}`}
                    fz="sm"
                    mt="sm"
                    display="block"
                  >
                    Заявка {card.offer.code}
                  </MantineAnchor>
                )}
              </Card>
            )}
            {order && (
              <Card withBorder radius="md" padding="lg" data-testid="deal-order">
                <Title order={2} fz="lg" mb="sm">
                  Договор {order.contract_name}
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 3 }} mb="md">
                  <div>
                    <Text fz="xs" c="dimmed">
                      Дата
                    </Text>
                    <Text fw={600}>{ruDate(order.contractdate)}</Text>
                  </div>
                  <div>
                    <Text fz="xs" c="dimmed">
                      Статус
                    </Text>
                    <Text fw={600}>{order.StatusSherp}</Text>
                  </div>
                  <div>
                    <Text fz="xs" c="dimmed">
                      Сумма договора
                    </Text>
                    <Text fw={600}>{formatRoubles(order.sum)}</Text>
                  </div>
                  <div>
                    <Text fz="xs" c="dimmed">
                      Подпись
                    </Text>
                    <Text fw={600}>{order.isCSP ? 'Подписан' : 'Не подписан'}</Text>
                  </div>
                  <div>
                    <Text fz="xs" c="dimmed">
                      Плановая поставка
                    </Text>
                    <Text fw={600}>{ruDate(order.datePlannedShipment)}</Text>
                  </div>
                  <div>
                    <Text fz="xs" c="dimmed">
                      Номер поставки
                    </Text>
                    <Text fw={600}>{order.supplyCode || '—'}</Text>
                  </div>
                </SimpleGrid>
                <List spacing="xs" icon={<IconFile size={16} />} mb="md">
                  {card.documents.map((document) => (
                    <List.Item key={document.id}>
                      <Anchor href={document.src} target="_blank">
                        {document.title}
                      </Anchor>{' '}
                      <Badge size="xs" variant="light" color={document.signed ? 'green' : 'gray'}>
                        {document.signed ? documentStatus(document.title, 'Подписан') : 'Ждёт подписи'}
                      </Badge>
                    </List.Item>
                  ))}
                </List>
                <ScheduleTable rows={card.payments} caption="График платежей по договору" />
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="sm">
                Этап сделки
              </Title>
              {card.waiting_for.length > 0 && (
                <Alert color="orange" mb="md" data-testid="waiting-for-supplier">
                  Передача техники ждёт отметки о поставке: {card.waiting_for.join(', ')}
                </Alert>
              )}
              <NextStageForm key={card.next_stage} card={card} />
            </Paper>
            {card.agent_conditions && (
              <AgentConditionsCard
                key={JSON.stringify(card.agent_conditions)}
                dealId={deal.id}
                conditions={card.agent_conditions}
              />
            )}
            {card.agent_commission && (
              <AgentCommissionCard dealId={deal.id} commission={card.agent_commission} />
            )}
            {card.deliveries.length > 0 && (
              <Paper withBorder radius="md" p="lg" data-testid="backoffice-deliveries">
                <Title order={2} fz="lg" mb="sm">
                  Поставка
                </Title>
                <DealDeliveries deliveries={card.deliveries} />
              </Paper>
            )}
            {card.check_lists.length > 0 && (
              <Paper withBorder radius="md" p="lg" data-testid="backoffice-check-lists">
                <Title order={2} fz="lg" mb="sm">
                  Чек-листы поставщиков
                </Title>
                <Stack gap="xs">
                  {card.check_lists.map((list) => (
                    <div key={list.id}>
                      <Anchor
                        href={list.file.src}
                        target="_blank"
                        fz="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {list.title}
                      </Anchor>
                      <Text fz="xs" c="dimmed">
                        {list.kind_title} · {list.supplier} · {ruDate(list.created)}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </Paper>
            )}
            <Paper withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="sm">
                История
              </Title>
              <HistoryTimeline history={card.history} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
