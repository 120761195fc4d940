import { supplierLeads } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { INTERESTS_PAGE, LEAD_STATES } from '@agrolease/contracts/supplier-leads-values';
import { pluralRu } from '@agrolease/domain';
import { Alert, SegmentedControl, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { Form, useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDateTime } from '../../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../../components/cabinet/requests/status-badge';
import { ListExportLink } from '../../../components/listing/list-export-link';
import { ListPagination } from '../../../components/listing/list-pagination';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
} from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { ProductsTabs } from '../../../components/supplier/products-tabs';
import { listPage } from '../../../lib/list-page';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/interests';
import { loadSupplierCall } from './supplier-call.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Интересы',
    description: 'Клиенты, которые положили технику поставщика в корзину, в заявку или заказали звонок.',
  }),
  { name: 'robots', content: 'noindex' },
];

const STATES = new Set<string>(LEAD_STATES);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = listPage(url);
  const query = (url.searchParams.get('query') ?? '').slice(0, 200);
  const asked = url.searchParams.get('state') ?? '';
  const state = STATES.has(asked) ? asked : '';
  const { reply, locked } = await loadSupplierCall(context, supplierLeads.supplierInterests, {
    page,
    query,
    ...(state ? { state } : {}),
  });
  return { exportPath: listReportPath(supplierLeads.supplierInterests), list: reply, locked, state };
}

/** The supplier's leads (decision 0106): carts, applications and callbacks with its machines. */
export default function SupplierInterests({ loaderData }: Route.ComponentProps) {
  const { list, locked, state: chosen } = loaderData;
  const [params, setParams] = useSearchParams();
  const total = list?.states.reduce((sum, state) => sum + state.count, 0) ?? 0;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Интересы', href: INTERESTS_PAGE }]} />
      <PageTitle>Интересы клиентов</PageTitle>
      <ProductsTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {list && (
        <>
          <Text c="dimmed" fz="sm">
            Клиенты, которые положили вашу технику в корзину, включили её в заявку на лизинг или заказали
            звонок с её страницы.
          </Text>
          <SegmentedControl
            data={[
              { value: '', label: `Все · ${total}` },
              ...list.states.map((state) => ({
                value: state.state,
                label: `${state.title} · ${state.count}`,
              })),
            ]}
            value={params.get('state') ?? ''}
            onChange={(value) => {
              const next = new URLSearchParams(params);
              next.delete('page');
              if (value) next.set('state', value);
              else next.delete('state');
              setParams(next);
            }}
            fullWidth
            aria-label="Состояние интереса"
          />
          <Form method="get" role="search">
            {params.get('state') && <input type="hidden" name="state" value={params.get('state') ?? ''} />}
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                name="query"
                label="Поиск по технике, клиенту или номеру заявки"
                defaultValue={params.get('query') ?? ''}
                maxLength={200}
                style={{ flex: 1, minWidth: 0 }}
              />
              <PlainButton type="submit" leftSection={<IconSearch size={16} />} aria-label="Найти">
                Найти
              </PlainButton>
            </Group>
          </Form>
          <ListExportLink path={loaderData.exportPath} query={{ state: chosen }} />
          <Text c="dimmed" fz="sm">
            {list.count_collection} {pluralRu(list.count_collection, ['интерес', 'интереса', 'интересов'])}
          </Text>
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {params.get('query') || params.get('state')
                ? 'Ничего не найдено'
                : 'Пока никто не проявил интерес'}
            </Text>
          )}
          <Stack gap="sm">
            {list.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supplier-interest"
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Anchor to={`${INTERESTS_PAGE}/${item.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.client}
                    </Anchor>
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {item.product.title}
                    </Text>
                  </div>
                  <StatusBadge status={item.state} title={item.state_title} />
                </Group>
                <Group gap="xs" mt={6} wrap="wrap">
                  <Badge variant="outline" color="gray" radius="sm">
                    {item.source_title}
                  </Badge>
                  <Text fz="sm" c="dimmed">
                    {formatDateTime(item.created)}
                  </Text>
                </Group>
                <Text fz="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {item.detail}
                </Text>
                {item.note && (
                  <Text fz="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                    Заметка: {item.note}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
          <ListPagination pages={list.pages} page={list.page} />
        </>
      )}
    </Stack>
  );
}
