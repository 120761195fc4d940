import { cabinet } from '@agrolease/contracts';
import { DEAL_STAGE_TITLE, DEAL_STAGES, moscowDay } from '@agrolease/domain';
import { Card, SimpleGrid } from '@mantine/core';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay, formatSum, ORDERS_PATH } from '../../../components/cabinet/cabinet-format';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { PlainStepper } from '../../../components/plain/plain-stepper';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/supplies';

/** The deal's stages as the steppers show them. */
const STAGE_STEPS = DEAL_STAGES.map((stage) => ({ label: DEAL_STAGE_TITLE[stage] }));

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Поставки', description: 'Поставки техники по договорам лизинга.' }),
  { name: 'robots', content: 'noindex' },
];

/**
 * The supplies of the client's contracts (decision 0089): each order with a supply code, its
 * planned shipment and the deal's stage (GetCabinetOrders, then GetCabinetOrder for each; a
 * client has a few contracts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const gateway = getGateway(context);
  const orders = await gateway.call(cabinet.getCabinetOrders, { page: 1, items_per_page: 100 });
  const withSupply = orders.items.filter((order) => order.supplyCode);
  const details = await Promise.all(
    withSupply.map((order) => gateway.call(cabinet.getCabinetOrder, { id_order: order.id })),
  );
  return {
    today: moscowDay(new Date()),
    supplies: details.map(({ order, deal }) => ({
      order,
      machineCost: deal?.products_sum ?? null,
      stageIndex: deal ? DEAL_STAGES.findIndex((stage) => DEAL_STAGE_TITLE[stage] === deal.stage) : -1,
      stage: deal?.stage ?? null,
    })),
  };
}

function shipmentNote(planned: string | null, today: string, delivered: boolean): string {
  if (delivered) return 'Техника передана';
  if (!planned) return 'Дата отгрузки уточняется';
  const days = Math.round((Date.parse(planned) - Date.parse(today)) / 86_400_000);
  if (days > 0) return `Отгрузка через ${days} дн.`;
  if (days === 0) return 'Отгрузка сегодня';
  return 'Отгрузка ожидается: менеджер уточнит дату';
}

export default function ClientSupplies({ loaderData: { supplies, today } }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Поставки', href: '/cabinet/v2/client/supplies' }]} />
      <PageTitle>Поставки</PageTitle>
      {supplies.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">Поставок пока нет: поставка появится после подписания договора лизинга.</Text>
        </Paper>
      ) : (
        supplies.map(({ order, machineCost, stage, stageIndex }) => {
          const delivered = stageIndex >= DEAL_STAGES.indexOf('handover');
          // A closed deal has passed every stage: all of them show done.
          const active = stageIndex === DEAL_STAGES.length - 1 ? DEAL_STAGES.length : stageIndex;
          return (
            <Card key={order.id} withBorder radius="md" padding="lg" data-testid="supply-card">
              <Group justify="space-between" align="flex-start" mb="sm">
                <div>
                  <Title order={2} fz="lg">
                    Поставка {order.supplyCode}
                  </Title>
                  <Text fz="sm" c="dimmed">
                    по договору{' '}
                    <Anchor to={`${ORDERS_PATH}/${order.id}`} fz="sm">
                      {order.contract_name}
                    </Anchor>{' '}
                    от {formatDay(order.contractdate)}
                  </Text>
                </div>
                <Badge variant="light" color={delivered ? 'gray' : 'field'}>
                  {stage ?? order.StatusSherp}
                </Badge>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="md">
                <div>
                  <Text fz="xs" c="dimmed">
                    Плановая отгрузка
                  </Text>
                  <Text fw={600}>{formatDay(order.datePlannedShipment)}</Text>
                  <Text fz="xs" c="dimmed" data-testid="shipment-note">
                    {shipmentNote(order.datePlannedShipment, today, delivered)}
                  </Text>
                </div>
                <div>
                  <Text fz="xs" c="dimmed">
                    Стоимость техники
                  </Text>
                  <Text fw={600} data-testid="machine-cost">
                    {machineCost === null ? '—' : formatSum(machineCost)}
                  </Text>
                </div>
                <div>
                  <Text fz="xs" c="dimmed">
                    Договор
                  </Text>
                  <Text fw={600}>{order.isCSP === 1 ? 'Подписан' : 'Не подписан'}</Text>
                </div>
              </SimpleGrid>
              {stageIndex >= 0 && (
                <PlainStepper
                  active={active}
                  size="xs"
                  orientation="vertical"
                  className="mantine-hidden-from-sm"
                  aria-label="Этапы сделки"
                  steps={STAGE_STEPS}
                />
              )}
              {stageIndex >= 0 && (
                <PlainStepper
                  active={active}
                  size="xs"
                  className="mantine-visible-from-sm"
                  aria-label="Этапы сделки"
                  steps={STAGE_STEPS}
                />
              )}
            </Card>
          );
        })
      )}
    </Stack>
  );
}
