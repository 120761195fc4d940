import { cabinet } from '@agrolease/contracts';
import { Button, SimpleGrid } from '@mantine/core';
import { IconBell, IconFileCheck, IconFilePlus } from '@tabler/icons-react';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay, formatSum } from '../../../components/cabinet/cabinet-format';
import { PaymentTable } from '../../../components/cabinet/payment-table';
import { ExportButtons } from '../../../components/listing/export-buttons';
import { Badge, Group, PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { idParam, orNotFound } from '../../../lib/not-found.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data ? `Договор ${args.data.order.order.contract_name}` : 'Договор',
    description: 'Договор лизинга и график платежей.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await orNotFound(
    getGateway(context).call(cabinet.getCabinetOrder, { id_order: idParam(params.id) }),
  );
  const id = order.order.id;
  return {
    order,
    scheduleFiles: { xlsx: cabinet.orderScheduleUrl(id, 'xlsx'), pdf: cabinet.orderScheduleUrl(id, 'pdf') },
  };
}

const SUBLEASE_LINKS = [
  { segment: 'requests', title: 'Заявка на субаренду', icon: IconFilePlus },
  { segment: 'notifications', title: 'Уведомление о субаренде', icon: IconBell },
  { segment: 'confirmations', title: 'Подтверждение договора субаренды', icon: IconFileCheck },
] as const;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/** One order: contract data, the deal, the payment schedule; the sublease wizards link from here. */
export default function ClientOrder({ loaderData: { order: data, scheduleFiles } }: Route.ComponentProps) {
  const { order, deal, schedule, totals } = data;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Договоры', href: '/cabinet/v2/client/orders' },
          { title: order.contract_name, href: `/cabinet/v2/client/orders/${order.id}` },
        ]}
      />
      <Group justify="space-between" align="flex-end">
        <PageTitle>Договор {order.contract_name}</PageTitle>
        <Badge size="lg" variant="light" color={order.StatusSherp === 'Закрыт' ? 'gray' : 'field'}>
          {order.StatusSherp}
        </Badge>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label="Дата договора">{formatDay(order.contractdate)}</Field>
          <Field label="Подпись">{order.isCSP === 1 ? 'Подписан' : 'Не подписан'}</Field>
          <Field label="Сумма договора">{formatSum(order.sum)}</Field>
          <Field label="Плановая дата отгрузки">{formatDay(order.datePlannedShipment)}</Field>
          <Field label="Код поставки">{order.supplyCode || '—'}</Field>
          <Field label="Сделка">{deal ? `${deal.code} · ${deal.stage}` : '—'}</Field>
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Text fz="xs" c="dimmed">
            Оплачено
          </Text>
          <Text fw={700}>{formatSum(totals.paid)}</Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text fz="xs" c="dimmed">
            Осталось оплатить
          </Text>
          <Text fw={700}>{formatSum(totals.due)}</Text>
        </Paper>
        <Paper withBorder p="md" radius="md" bg={totals.overdue > 0 ? 'red.0' : undefined}>
          <Text fz="xs" c={totals.overdue > 0 ? 'red.8' : 'dimmed'}>
            Просрочено
          </Text>
          <Text fw={700} c={totals.overdue > 0 ? 'red.8' : undefined}>
            {formatSum(totals.overdue)}
          </Text>
        </Paper>
      </SimpleGrid>
      {/* The sublease wizards (spec 1 §4; decision 0065): each starts a new one for this order. */}
      <Group gap="sm" data-testid="order-actions">
        {SUBLEASE_LINKS.map((link) => (
          <Button
            key={link.segment}
            component={AppLink}
            to={`/cabinet/v2/client/orders/${order.id}/${link.segment}/new`}
            variant="light"
            leftSection={<link.icon size={18} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
          >
            {link.title}
          </Button>
        ))}
      </Group>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} fz="lg">
            График платежей
          </Title>
          <ExportButtons xlsx={scheduleFiles.xlsx} pdf={scheduleFiles.pdf} />
        </Group>
        <PaymentTable payments={schedule} />
      </Stack>
    </Stack>
  );
}
