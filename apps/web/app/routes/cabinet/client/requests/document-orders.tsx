import { documentOrders } from '@agrolease/contracts';
import { Alert, Pagination } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { AttachedFileLink } from '../../../../components/cabinet/requests/attached-file-link';
import { DocumentOrderForm } from '../../../../components/cabinet/requests/document-order-form';
import { formatDate, formatDateTime } from '../../../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../../../components/cabinet/requests/status-badge';
import { Group, PageTitle, Paper, Stack, Text, Title } from '../../../../components/plain/mantine-markup';
import { getGateway } from '../../../../lib/gateway.server';
import { listPage } from '../../../../lib/list-page';
import { pageMeta } from '../../../../lib/seo';
import type { Route } from './+types/document-orders';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заказ документов', description: 'Заказ документов по договорам лизинга.' }),
  { name: 'robots', content: 'noindex' },
];

/** The PSD form (psdscheme) and the client's document orders with the company's answers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = listPage(new URL(request.url));
  const gateway = getGateway(context);
  const [scheme, list] = await Promise.all([
    gateway.call(documentOrders.psdScheme, {}),
    gateway.call(documentOrders.getPsds, { page }),
  ]);
  return { scheme, list, page };
}

export default function DocumentOrdersPage({ loaderData }: Route.ComponentProps) {
  const { scheme, list, page } = loaderData;
  const [sent, setSent] = useState('');
  const [formKey, setFormKey] = useState(0);
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  return (
    <Stack gap="lg">
      <PageTitle>Заказ документов</PageTitle>
      {sent && (
        <Alert
          color="green"
          icon={<IconCircleCheck />}
          title="Заказ принят"
          withCloseButton
          onClose={() => setSent('')}
        >
          Номер заказа {sent}. О готовности документов сообщим в сообщениях личного кабинета.
        </Alert>
      )}
      <DocumentOrderForm
        key={formKey}
        scheme={scheme}
        onSent={(code) => {
          setSent(code);
          setFormKey((key) => key + 1);
          revalidator.revalidate();
        }}
      />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Мои заказы
        </Title>
        {list.items.length === 0 && <Text c="dimmed">Заказов пока нет</Text>}
        {list.items.map((item) => (
          <Paper key={item.id} withBorder radius="md" p="md" data-testid="document-order">
            <Stack gap={6}>
              <Group justify="space-between" gap="sm">
                <Text fw={700}>
                  {item.code} · {item.type}
                </Text>
                <StatusBadge status={item.status} title={item.status_title} />
              </Group>
              <Text fz="sm" c="dimmed">
                {formatDate(item.datePost)} · {item.delivery}
                {item.post_addr ? ` · ${item.post_addr}` : ''} · {item.orders.join(', ')}
              </Text>
              {(item.response || item.response_File) && (
                <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
                  {item.dateResponse && (
                    <Text fz="xs" c="dimmed">
                      Ответ от {formatDateTime(item.dateResponse)}
                    </Text>
                  )}
                  {item.response && <Text style={{ whiteSpace: 'pre-line' }}>{item.response}</Text>}
                  <AttachedFileLink file={item.response_File} />
                </Paper>
              )}
            </Stack>
          </Paper>
        ))}
        {list.pages > 1 && (
          <Pagination
            total={list.pages}
            value={page}
            onChange={(next) => {
              const search = new URLSearchParams(params);
              search.set('page', String(next));
              setParams(search);
            }}
            mx="auto"
          />
        )}
      </Stack>
    </Stack>
  );
}
