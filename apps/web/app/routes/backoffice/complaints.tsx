import { complaints } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { Container, SegmentedControl } from '@mantine/core';
import { useRevalidator, useSearchParams } from 'react-router';
import { RequestCard } from '../../components/backoffice/request-card';
import { AttachedFileLink } from '../../components/cabinet/requests/attached-file-link';
import { ComplaintAnswerForm } from '../../components/cabinet/requests/complaint-answer-form';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Paper, Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/complaints';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Обращения клиентов', description: 'Ответы на обращения клиентов.' }),
  { name: 'robots', content: 'noindex' },
];

const STATUSES = ['received', 'answered'] as const;

/** Managers only: a guest signs in first, another role is told so (decision 0065). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { allowed: false as const, list: null, status: '' };
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const status = STATUSES.find((one) => one === params.get('status'));
  const list = await getGateway(context).call(complaints.backofficeComplaints, {
    page,
    ...(status ? { status } : {}),
  });
  return {
    exportPath: listReportPath(complaints.backofficeComplaints),
    allowed: true as const,
    list,
    status: status ?? '',
  };
}

export default function BackofficeComplaints({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  // Another role gets the layout's notice instead of this page.
  if (!loaderData.allowed || !loaderData.list) return null;
  const { list } = loaderData;
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <ListPage
        title="Обращения клиентов"
        action={
          <SegmentedControl
            value={params.get('status') ?? ''}
            onChange={(value) => setParams(value ? { status: value } : {})}
            data={[
              { value: '', label: 'Все' },
              { value: 'received', label: 'Без ответа' },
              { value: 'answered', label: 'С ответом' },
            ]}
          />
        }
        exportPath={loaderData.exportPath}
        exportQuery={{ status: loaderData.status }}
        items={list.items}
        gap="lg"
        card={(item) => (
          <RequestCard
            testId="backoffice-complaint"
            title={item.code}
            subtitle={`${item.company} · ${formatDateTime(item.datePost)} · ${item.topic}`}
            status={item.status}
            statusTitle={item.status_title}
          >
            <Text style={{ whiteSpace: 'pre-line' }}>{item.text}</Text>
            <AttachedFileLink file={item.id_File} />
            {item.ResponseContent ? (
              <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
                <Text fz="xs" c="dimmed">
                  Ответ{item.dateResponse ? ` от ${formatDateTime(item.dateResponse)}` : ''}
                </Text>
                <Text style={{ whiteSpace: 'pre-line' }}>{item.ResponseContent}</Text>
                <AttachedFileLink file={item.response_File} />
              </Paper>
            ) : (
              <ComplaintAnswerForm id={item.id} onAnswered={() => revalidator.revalidate()} />
            )}
          </RequestCard>
        )}
        empty="Обращений нет"
        pages={list.pages}
      />
    </Container>
  );
}
