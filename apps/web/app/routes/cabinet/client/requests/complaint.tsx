import { complaints, isGatewayError } from '@agrolease/contracts';
import { Alert, Group as MantineGroup, SimpleGrid } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { data, useSearchParams } from 'react-router';
import { AttachedFileLink } from '../../../../components/cabinet/requests/attached-file-link';
import { formatDateTime } from '../../../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../../../components/cabinet/requests/status-badge';
import {
  Anchor,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../../components/plain/mantine-markup';
import { getGateway } from '../../../../lib/gateway.server';
import { pageMeta } from '../../../../lib/seo';
import type { Route } from './+types/complaint';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Обращение', description: 'Обращение и ответ компании.' }),
  { name: 'robots', content: 'noindex' },
];

/** One complaint: code, text, the company's answer, date and attached files (spec 1 §2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  try {
    return {
      complaint: await getGateway(context).call(complaints.getCabinetComplaint, { id_complaint: id }),
    };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function ComplaintPage({ loaderData }: Route.ComponentProps) {
  const { complaint } = loaderData;
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <Anchor to="/cabinet/v2/client/complaints" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} /> Все обращения
        </Group>
      </Anchor>
      {params.get('posted') === '1' && (
        <Alert color="green" icon={<IconCircleCheck />} title="Обращение отправлено">
          Номер обращения {complaint.code}. Ответ придёт в этот раздел и в сообщения.
        </Alert>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <PageTitle data-testid="complaint-code">Обращение {complaint.code}</PageTitle>
        <StatusBadge status={complaint.status} title={complaint.status_title} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <div>
              <Text fz="xs" c="dimmed">
                Дата обращения
              </Text>
              <Text fw={600}>{formatDateTime(complaint.datePost)}</Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                Тема
              </Text>
              <Text fw={600}>{complaint.topic}</Text>
            </div>
          </SimpleGrid>
          {complaint.deal && (
            <Text fz="sm" c="dimmed">
              О технике по сделке {complaint.deal.code}
            </Text>
          )}
          <div>
            <Text fz="xs" c="dimmed">
              Текст обращения
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }} data-testid="complaint-text">
              {complaint.text}
            </Text>
          </div>
          <AttachedFileLink file={complaint.id_File} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="complaint-response">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Ответ
          </Title>
          {complaint.ResponseContent ? (
            <>
              {complaint.dateResponse && (
                <Text fz="xs" c="dimmed">
                  {formatDateTime(complaint.dateResponse)}
                </Text>
              )}
              <Text style={{ whiteSpace: 'pre-line' }}>{complaint.ResponseContent}</Text>
              <AttachedFileLink file={complaint.response_File} />
            </>
          ) : (
            <MantineGroup gap="xs" c="dimmed">
              <IconClock size={18} />
              <Text>Ответ ещё не поступил. Мы рассматриваем обращение.</Text>
            </MantineGroup>
          )}
        </Stack>
      </Paper>
      {complaint.supplier_answers.map((answer) => (
        <Paper
          key={answer.supplier}
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          data-testid="complaint-supplier-answer"
        >
          <Stack gap="sm">
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              Ответ поставщика {answer.supplier}
            </Title>
            <Text fz="xs" c="dimmed">
              {formatDateTime(answer.date)}
            </Text>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{answer.text}</Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
