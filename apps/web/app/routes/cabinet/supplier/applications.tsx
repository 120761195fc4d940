import { supplierDeliveries as contract } from '@agrolease/contracts';
import {
  SUPPLIER_APPLICATION_STATES,
  SUPPLIER_APPLICATIONS_PAGE,
} from '@agrolease/contracts/supplier-deliveries-values';
import { formatRoubles, pluralRu } from '@agrolease/domain';
import { Alert, Chip, Pagination, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { Form, useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ruDate } from '../../../components/cabinet/offer-view';
import { ExportButtons } from '../../../components/listing/export-buttons';
import { Anchor, Group, PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { DeliveryStatusBadge, SupplierStateBadge } from '../../../components/supplier/delivery-view';
import { getGateway } from '../../../lib/gateway.server';
import { listPage } from '../../../lib/list-page';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/applications';
import { supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Заявки с вашей техникой',
    description: 'Заявки и сделки лизинга, в которых покупается техника поставщика.',
  }),
  { name: 'robots', content: 'noindex' },
];

const STATES = new Set<string>(SUPPLIER_APPLICATION_STATES);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = listPage(url);
  const query = (url.searchParams.get('query') ?? '').slice(0, 200);
  const stateParam = url.searchParams.get('state') ?? 'all';
  const state = STATES.has(stateParam) ? stateParam : 'all';
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierApplications, { page, query, state } as never),
  );
  return { list: reply, locked, state };
}

/** Applications and deals that buy the supplier's machines (SupplierApplications; decision 0090). */
export default function SupplierApplications({ loaderData }: Route.ComponentProps) {
  const { list, locked, state } = loaderData;
  const [params, setParams] = useSearchParams();
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Заявки', href: SUPPLIER_APPLICATIONS_PAGE }]} />
      <PageTitle>Заявки с вашей техникой</PageTitle>
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {list && (
        <>
          <Chip.Group
            value={state}
            onChange={(value) => go({ state: value === 'all' ? null : String(value), page: null })}
          >
            <Group gap={6} wrap="wrap" role="group" aria-label="Состояние заявки">
              <Chip value="all" size="sm">
                Все · {list.states.reduce((sum, one) => sum + one.count, 0)}
              </Chip>
              {list.states.map((one) => (
                <Chip key={one.state} value={one.state} size="sm">
                  {one.title} · {one.count}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Form method="get" role="search">
            {state !== 'all' && <input type="hidden" name="state" value={state} />}
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                name="query"
                label="Поиск по номеру заявки, сделки или клиенту"
                defaultValue={params.get('query') ?? ''}
                maxLength={200}
                style={{ flex: 1, minWidth: 0 }}
              />
              <PlainButton type="submit" leftSection={<IconSearch size={16} />}>
                Найти
              </PlainButton>
            </Group>
          </Form>
          <ExportButtons xlsx={list.download_url} />
          <Text c="dimmed" fz="sm">
            {list.count_collection} {pluralRu(list.count_collection, ['заявка', 'заявки', 'заявок'])}
          </Text>
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {params.get('query') || state !== 'all'
                ? 'Ничего не найдено'
                : 'Заявок с вашей техникой пока нет. Они появятся, когда клиент отправит заявку на лизинг.'}
            </Text>
          )}
          <Stack gap="sm">
            {list.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supplier-application"
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Anchor to={item.url} fw={600}>
                      Заявка {item.code}
                    </Anchor>
                    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.client} · от {ruDate(item.created)}
                      {item.deal ? ` · сделка ${item.deal.code}` : ''}
                    </Text>
                  </div>
                  <SupplierStateBadge state={item.state} title={item.state_title} />
                </Group>
                <Stack gap={2} mt="xs">
                  {item.products.map((line) => (
                    <Text key={line.id_product} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {line.title} · {line.quantity} шт.
                    </Text>
                  ))}
                </Stack>
                <Group justify="space-between" gap="xs" mt="xs" wrap="wrap">
                  <Text fw={600}>{formatRoubles(item.sum)}</Text>
                  {item.delivery && (
                    <Group gap="xs">
                      <DeliveryStatusBadge status={item.delivery.status} title={item.delivery.status_title} />
                      <Anchor to={item.delivery.url} fz="sm">
                        Отгрузка
                      </Anchor>
                    </Group>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
          {list.pages > 1 && (
            <Pagination
              total={list.pages}
              value={list.page}
              onChange={(next) => go({ page: String(next) })}
              mx="auto"
            />
          )}
        </>
      )}
    </Stack>
  );
}
