import { documentOrders } from '@agrolease/contracts';
import { Container, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useRevalidator, useSearchParams } from 'react-router';
import { AttachedFileLink } from '../../components/cabinet/requests/attached-file-link';
import { DocumentOrderRespondForm } from '../../components/cabinet/requests/document-order-respond-form';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../components/cabinet/requests/status-badge';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/document-orders';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заказы документов', description: 'Заказы документов от клиентов.' }),
  { name: 'robots', content: 'noindex' },
];

/** Managers only, as /backoffice/chat (decision 0065). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { allowed: false as const, list: null };
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
  const list = await getGateway(context).call(documentOrders.backofficeDocumentOrders, { page });
  return { allowed: true as const, list };
}

export default function BackofficeDocumentOrders({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  // Another role gets the layout's notice instead of this page.
  if (!loaderData.allowed || !loaderData.list) return null;
  const { list } = loaderData;
  const open = (status: string) => status === 'new' || status === 'in_progress';
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Заказы документов
        </Title>
        {list.items.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            Заказов нет
          </Text>
        )}
        {list.items.map((item) => (
          <Paper
            key={item.id}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            data-testid="backoffice-document-order"
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="sm">
                <div>
                  <Text fw={700}>
                    {item.code} · {item.type}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {item.company} · {formatDateTime(item.datePost)} · {item.orders.join(', ')}
                  </Text>
                </div>
                <StatusBadge status={item.status} title={item.status_title} />
              </Group>
              <Text fz="sm">
                {item.delivery}
                {item.post_addr ? `: ${item.post_addr}` : ''}
                {item.delivery_contact ? ` · ${item.delivery_contact}, ${item.delivery_contact_phone}` : ''}
              </Text>
              {Object.keys(item.fields).length > 0 && (
                <Text fz="sm" c="dimmed">
                  {Object.entries(item.fields)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join(' · ')}
                </Text>
              )}
              {item.response && <Text style={{ whiteSpace: 'pre-line' }}>{item.response}</Text>}
              <AttachedFileLink file={item.response_File} />
              {open(item.status) && (
                <DocumentOrderRespondForm id={item.id} onDone={() => revalidator.revalidate()} />
              )}
            </Stack>
          </Paper>
        ))}
        {list.pages > 1 && (
          <Pagination
            total={list.pages}
            value={Number(params.get('page') ?? '1')}
            onChange={(page) => setParams({ page: String(page) })}
            mx="auto"
          />
        )}
      </Stack>
    </Container>
  );
}
