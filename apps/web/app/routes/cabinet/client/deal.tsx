import { deal as dealCalls, isGatewayError } from '@agrolease/contracts';
import type { TDealStepFlags } from '@agrolease/contracts/deal';
import { formatRoubles } from '@agrolease/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconSignature, IconTruckDelivery } from '@tabler/icons-react';
import { data, Link, redirect, type ShouldRevalidateFunction, useFetcher } from 'react-router';
import { type DealActionReply, DealConditionsForm } from '../../../components/cabinet/deal-conditions-form';
import { DocumentList } from '../../../components/cabinet/document-list';
import { ruDate, ScheduleTable } from '../../../components/cabinet/offer-view';
import { SectionCard } from '../../../components/cabinet/section-card';
import { DealDeliveries } from '../../../components/supplier/delivery-view';
import { getGateway } from '../../../lib/gateway.server';
import { idParam } from '../../../lib/not-found.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/deal';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Сделка', description: 'Сделка по лизингу: условия, договор, документы.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const requested = Number(new URL(request.url).searchParams.get('step')) || undefined;
  const gateway = getGateway(context);
  const wizard = await gateway.call(dealCalls.cabinetDealWizard, {
    id_object: id,
    method: 'get',
    step: requested,
  });
  // spec 2 §4: a reply at another step than the one asked for is asked again at its own step.
  if (requested !== undefined && wizard.wizard.step !== requested) throw redirect(wizard.wizard.url);
  const shipping =
    wizard.id_shipping === null
      ? null
      : await gateway.call(dealCalls.getDealShippingCost, { id_shipping: wizard.id_shipping });
  return { wizard, shipping };
}

/** The methods the page posts (spec 1 §4 condition actions). */
const PAGE_METHODS = [
  'approveAction',
  'setRejectAction',
  'DynConditionsAction',
  'updateConditionAction',
  'setSignModeAction',
  'setNoSignAction',
] as const;
type PageMethod = (typeof PAGE_METHODS)[number];

/** The condition form's fields, only those posted (absent ones keep their value). */
const CONDITION_FIELDS = [
  'RepaymentType',
  'advancePay',
  'orderPeriod',
  'RegressionCoef',
  'months',
  'Insurer--id',
  'isRoboDelayPays',
  'isRoboDelayAdvToPay',
  'isRoboDelayAdvance',
  'sign_mode',
] as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const method = String(form.get('method')) as PageMethod;
  if (!PAGE_METHODS.includes(method)) throw data('Неизвестное действие', { status: 400 });
  const fields: Record<string, string> = {};
  for (const name of CONDITION_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  try {
    const reply = await getGateway(context).call(dealCalls.cabinetDealWizard, {
      ...fields,
      id_object: idParam(params.id),
      method,
    } as never);
    return {
      ok: true,
      message: '',
      method,
      conditions: Object.values(reply.conditions)[0] ?? null,
      errors: {},
    } satisfies DealActionReply;
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      const errors = Object.fromEntries(
        (error.reply.errors_list ?? []).map((item) => [item.prop, item.error]),
      );
      return data<DealActionReply>(
        { ok: false, message: error.reply.error_message, method, conditions: null, errors },
        { status: error.status },
      );
    }
    throw error;
  }
}

/** A live preview of changed conditions changes nothing: the page's data stays as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formData?.get('method') === 'DynConditionsAction' ? false : args.defaultShouldRevalidate;

/** The steps the flags of spec 1 §4 show, in the wizard's order. */
const FLAG_STEPS: { flag: keyof TDealStepFlags; title: string }[] = [
  { flag: 'conditionsFormatting', title: 'Оформление условий' },
  { flag: 'conditionsControl', title: 'Контроль условий' },
  { flag: 'commission', title: 'Комиссия' },
  { flag: 'orderFormatting', title: 'Оформление договора' },
  { flag: 'orderSigning', title: 'Подписание договора' },
  { flag: 'manualSigning', title: 'Подписание на бумаге' },
  { flag: 'packageFormation', title: 'Формирование пакета документов' },
  { flag: 'documentUpload', title: 'Загрузка документов' },
  { flag: 'packageSigning', title: 'Подписание пакета' },
  { flag: 'finish', title: 'Завершение' },
];

const SIGN_MODES = [
  { method: 'setSignModeAction', mode: 'ses', title: 'Подписание с помощью ПЭП' },
  { method: 'setSignModeAction', mode: 'csp', title: 'Подписание через КриптоПро' },
  { method: 'setNoSignAction', mode: 'paper', title: 'На бумаге' },
] as const;

/** How the client signs the deal's documents (setSignModeAction / setNoSignAction). */
function SignMode({ current }: { current: string }) {
  const fetcher = useFetcher<DealActionReply>();
  return (
    <SectionCard title="Способ подписания">
      {fetcher.data && !fetcher.data.ok && (
        <Alert color="red" mb="sm">
          {fetcher.data.message}
        </Alert>
      )}
      <Group gap="xs" data-testid="deal-sign-mode">
        {SIGN_MODES.map((item) => (
          <fetcher.Form method="post" key={item.mode}>
            <input type="hidden" name="method" value={item.method} />
            {item.method === 'setSignModeAction' && (
              <input type="hidden" name="sign_mode" value={item.mode} />
            )}
            <Button
              type="submit"
              size="compact-sm"
              variant={current === item.mode ? 'filled' : 'default'}
              aria-pressed={current === item.mode}
              disabled={fetcher.state !== 'idle'}
            >
              {item.title}
            </Button>
          </fetcher.Form>
        ))}
      </Group>
    </SectionCard>
  );
}

/** The deal wizard (spec 1 §4): steps from the flags, conditions, documents, order and shipping. */
export default function ClientDeal({ loaderData }: Route.ComponentProps) {
  const { wizard: reply, shipping } = loaderData;
  const { deal, flags, order } = reply;
  const conditions = Object.values(reply.conditions)[0];
  const shown = FLAG_STEPS.filter((item) => flags[item.flag]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Сделка {deal.code}
          </Title>
          <Text c="dimmed">{deal.title}</Text>
        </div>
        <Badge size="lg" variant="light" data-testid="deal-stage">
          {deal.stage_title}
        </Badge>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Text fw={600} mb={4} data-testid="deal-step">
          Шаг {reply.wizard.step} из {reply.wizard.maxstep}:{' '}
          {reply.wizard.steps.find((step) => step.step === reply.wizard.step)?.title}
        </Text>
        <Progress value={(reply.wizard.step / reply.wizard.maxstep) * 100} size="sm" mb="md" />
        <Stepper active={reply.wizard.step - 1} size="xs" orientation="vertical" allowNextStepsSelect={false}>
          {reply.wizard.steps.map((step) => (
            <Stepper.Step key={step.step} label={step.title} />
          ))}
        </Stepper>
        {shown.length > 0 && (
          <Group gap="xs" mt="md" data-testid="deal-flags">
            <Text fz="sm" c="dimmed">
              Сейчас:
            </Text>
            {shown.map((item) => (
              <Badge key={item.flag} variant="outline">
                {item.title}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
      {conditions && (
        <SectionCard
          title="Условия"
          aside={
            conditions.condIsRejected && (
              <Badge color="orange" variant="light">
                Вы не согласились — менеджер свяжется с вами
              </Badge>
            )
          }
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md" data-testid="deal-calcs">
            {[
              ['Стоимость техники', formatRoubles(conditions.calcs.sum)],
              ['Аванс', `${conditions.calcs.advance_percent} % — ${formatRoubles(conditions.calcs.advance)}`],
              ['Срок', `${conditions.calcs.term_months} мес.`],
              ['График', conditions.calcs.schedule_title],
              ['Ставка', `${conditions.calcs.rate} % годовых`],
              ['Ежемесячный платёж', formatRoubles(conditions.calcs.monthly_payment)],
              ['Сумма договора', formatRoubles(conditions.calcs.total)],
            ].map(([label, value]) => (
              <div key={label}>
                <Text fz="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={600}>{value}</Text>
              </div>
            ))}
          </SimpleGrid>
          {flags.conditionsControl && conditions.canBase && (
            <DealConditionsForm key={JSON.stringify(conditions.form)} conditions={conditions} />
          )}
          {!order && <ScheduleTable rows={conditions.pays} caption="Предварительный график платежей" />}
        </SectionCard>
      )}
      {!['handover', 'closed'].includes(deal.stage) && <SignMode current={reply.sign_mode} />}
      {flags.orderFormatting && (
        <Alert color="blue" title="Оформление договора">
          Условия согласованы. Менеджер готовит договор лизинга — он появится здесь и в разделе «Документы».
        </Alert>
      )}
      {order && (
        <SectionCard
          title={`Договор ${order.contract_name}`}
          aside={
            <Badge variant="light" color={order.isCSP ? 'green' : 'gray'}>
              {order.isCSP ? 'Подписан' : 'Не подписан'}
            </Badge>
          }
        >
          <Text fz="sm" mb="sm">
            {order.StatusSherp} · от {ruDate(order.contractdate)} · {formatRoubles(order.sum)}
          </Text>
          <Button
            component={Link}
            to={`/cabinet/v2/client/orders/${order.id}`}
            variant="light"
            data-testid="order-link"
          >
            Открыть договор
          </Button>
        </SectionCard>
      )}
      {reply.documents.length > 0 && (
        <SectionCard title="Документы">
          <DocumentList
            documents={reply.documents}
            signature={(document) =>
              document.signed ? (
                <Badge size="xs" color="green" variant="light">
                  Подписан
                </Badge>
              ) : (
                document.needs_signature && (
                  <Button
                    component={Link}
                    to="/cabinet/v2/client/documents"
                    size="compact-xs"
                    leftSection={<IconSignature size={14} />}
                  >
                    Подписать
                  </Button>
                )
              )
            }
          />
        </SectionCard>
      )}
      {shipping && (
        <Card withBorder radius="md" padding="lg">
          <Group gap="xs" mb="sm">
            <IconTruckDelivery size={20} />
            <Title order={2} fz="lg">
              Доставка
            </Title>
          </Group>
          <Table aria-label="Стоимость доставки">
            <Table.Tbody>
              {shipping.items.map((item) => (
                <Table.Tr key={item.id_crmproduct}>
                  <Table.Td>
                    {item.title} · {item.quantity} шт.
                  </Table.Td>
                  <Table.Td ta="right">{formatRoubles(item.cost)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={600}>Итого доставка</Table.Td>
                <Table.Td ta="right" fw={600} data-testid="shipping-cost">
                  {shipping.shipping_cost_formatted}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {shipping.datePlannedShipment && (
            <Text fz="sm" mt="sm">
              Плановая дата поставки: {ruDate(shipping.datePlannedShipment)}
            </Text>
          )}
          {shipping.deliveries.length > 0 && (
            <Stack gap="xs" mt="md" data-testid="deal-deliveries">
              <Title order={3} fz="md">
                Поставка от поставщика
              </Title>
              <DealDeliveries deliveries={shipping.deliveries} />
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
