import { documentOrders } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatPhone } from '@agrolease/domain';
import { Container } from '@mantine/core';
import { useRevalidator } from 'react-router';
import { RequestCard } from '../../components/backoffice/request-card';
import { AttachedFileLink } from '../../components/cabinet/requests/attached-file-link';
import { DocumentOrderRespondForm } from '../../components/cabinet/requests/document-order-respond-form';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
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
  const page = listPage(new URL(request.url));
  const list = await getGateway(context).call(documentOrders.backofficeDocumentOrders, { page });
  return {
    exportPath: listReportPath(documentOrders.backofficeDocumentOrders),
    allowed: true as const,
    list,
  };
}

export default function BackofficeDocumentOrders({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  // Another role gets the layout's notice instead of this page.
  if (!loaderData.allowed || !loaderData.list) return null;
  const { list } = loaderData;
  const open = (status: string) => status === 'new' || status === 'in_progress';
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <ListPage
        exportPath={loaderData.exportPath}
        title="Заказы документов"
        items={list.items}
        card={(item) => (
          <RequestCard
            testId="backoffice-document-order"
            title={`${item.code} · ${item.type}`}
            subtitle={`${item.company} · ${formatDateTime(item.datePost)} · ${item.orders.join(', ')}`}
            status={item.status}
            statusTitle={item.status_title}
          >
            <Text fz="sm">
              {item.delivery}
              {item.post_addr ? `: ${item.post_addr}` : ''}
              {item.delivery_contact
                ? ` · ${item.delivery_contact}, ${formatPhone(item.delivery_contact_phone)}`
                : ''}
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
          </RequestCard>
        )}
        gap="lg"
        empty="Заказов нет"
        pages={list.pages}
      />
    </Container>
  );
}
