import type { TDealShippingReply, TDealStepFlags, TDealWizardReply } from '@agrolease/contracts/deal';
import { formatRoubles } from '@agrolease/domain';
import { Accordion, Alert, Box, Card, Progress, SimpleGrid } from '@mantine/core';
import { IconSignature, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ShouldRevalidateFunction, useFetcher } from 'react-router';
import {
  Badge,
  Group,
  PageTitle,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTr,
  Text,
  Title,
} from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import { PlainStepper } from '../plain/plain-stepper';
import { AppLink } from '../routing/app-link';
import { DealDeliveries } from '../supplier/delivery-view';
import { type DealActionReply, DealConditionsAnswer, DealConditionsForm } from './deal-conditions-form';
import { DocumentList } from './document-list';
import { ruDate, ScheduleTable } from './offer-view';
import { SectionCard } from './section-card';

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
            <PlainButton
              type="submit"
              size="compact-sm"
              variant={current === item.mode ? 'filled' : 'default'}
              aria-pressed={current === item.mode}
              disabled={fetcher.state !== 'idle'}
            >
              {item.title}
            </PlainButton>
          </fetcher.Form>
        ))}
      </Group>
    </SectionCard>
  );
}

/** A deal wizard page's shouldRevalidate: a live preview of changed conditions changes nothing. */
export const dealWizardShouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formData?.get('method') === 'DynConditionsAction' ? false : args.defaultShouldRevalidate;

interface DealWizardViewProps {
  reply: TDealWizardReply;
  shipping: TDealShippingReply | null;
  /** The order's page, when the viewer has one (the client's orders). */
  orderHref?: string;
  /** Where the contract is signed, when the viewer signs it (the client's documents). */
  signHref?: string;
  /** What the side shows under the steps (the agent's contractor and commission). */
  children?: ReactNode;
}

/**
 * The deal wizard (spec 1 §4), the client's and the agent's (decision 0101): steps from the
 * flags, conditions and their form, the signing mode, the order, documents and shipping.
 */
export function DealWizardView({ reply, shipping, orderHref, signHref, children }: DealWizardViewProps) {
  const { deal, flags, order } = reply;
  const conditions = Object.values(reply.conditions)[0];
  const shown = FLAG_STEPS.filter((item) => flags[item.flag]);
  const steps = (
    <PlainStepper
      active={reply.wizard.step - 1}
      size="xs"
      orientation="vertical"
      steps={reply.wizard.steps.map((step) => ({ label: step.title }))}
    />
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <div>
          <PageTitle>Сделка {deal.code}</PageTitle>
          <Text c="dimmed">{deal.title}</Text>
        </div>
        <Badge size="lg" variant="light" data-testid="deal-stage">
          {deal.stage_title}
        </Badge>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Text fw={600} mb={4} data-testid="deal-step">
          Шаг {reply.wizard.step} из {reply.wizard.maxstep} ·{' '}
          {reply.wizard.steps.find((step) => step.step === reply.wizard.step)?.title}
        </Text>
        <Progress
          value={(reply.wizard.step / reply.wizard.maxstep) * 100}
          size="sm"
          mb="md"
          aria-label="Пройдено шагов сделки"
        />
        <Box visibleFrom="sm">{steps}</Box>
        {/* On a phone the ten steps would fill the screen: folded away (issue 39). */}
        <Accordion
          hiddenFrom="sm"
          variant="contained"
          chevronPosition="right"
          data-testid="deal-steps-folded"
        >
          <Accordion.Item value="steps">
            <Accordion.Control>Все шаги сделки</Accordion.Control>
            <Accordion.Panel>{steps}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
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
      {children}
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
              ['Ставка', `${String(conditions.calcs.rate).replace('.', ',')} % годовых`],
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
          {flags.conditionsControl && !reply.states.isrobo && conditions.condIsActive && (
            <DealConditionsAnswer conditions={conditions} />
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
          {orderHref && (
            <PlainButton component={AppLink} to={orderHref} variant="light" data-testid="order-link">
              Открыть договор
            </PlainButton>
          )}
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
                document.needs_signature &&
                (signHref ? (
                  <PlainButton
                    component={AppLink}
                    to={signHref}
                    size="compact-xs"
                    leftSection={<IconSignature size={14} />}
                  >
                    Подписать
                  </PlainButton>
                ) : (
                  <Badge size="xs" color="gray" variant="light">
                    Ждёт подписи компании
                  </Badge>
                ))
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
            <TableTbody>
              {shipping.items.map((item) => (
                <TableTr key={item.id_crmproduct}>
                  <TableTd>
                    {item.title} · {item.quantity} шт.
                  </TableTd>
                  <TableTd ta="right">{formatRoubles(item.cost)}</TableTd>
                </TableTr>
              ))}
              <TableTr>
                <TableTd fw={600}>Итого доставка</TableTd>
                <TableTd ta="right" fw={600} data-testid="shipping-cost">
                  {shipping.shipping_cost_formatted}
                </TableTd>
              </TableTr>
            </TableTbody>
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
