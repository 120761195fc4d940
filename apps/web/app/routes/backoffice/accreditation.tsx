import { accreditation, isGatewayError } from '@agrolease/contracts';
import type { TAccreditationCard } from '@agrolease/contracts/accreditation';
import { documentStatus, formatPhone } from '@agrolease/domain';
import { Alert, Button, Checkbox, SimpleGrid, Textarea, Timeline } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCheck,
  IconFileTypePdf,
  IconPaperclip,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { data, useFetcher } from 'react-router';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../components/cabinet/requests/status-badge';
import { Anchor, Group, Paper, Stack, Text, Title } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/accreditation';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Пакет на аккредитацию', description: 'Проверка пакета поставщика.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { card: null };
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const reply = await getGateway(context).call(accreditation.backofficeAccreditation, {
      id_object: Number(params.id),
    });
    return { card: reply.accreditation };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) {
    return { ok: false, intent: 'decide', message: 'Раздел недоступен', errors: {} } satisfies ActionResult;
  }
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? '');
  return sendFromAction(context, 'decide', accreditation.backofficeAccreditationDecide, {
    id_object: params.id,
    decision: field('decision'),
    comment: field('comment'),
    documents: field('documents') === '1' ? '1' : '0',
  });
}

type Decision = 'corrections' | 'approved' | 'rejected';

/** Corrections (with what to fix), approval, or rejection with a reason. */
function DecideForm({ card }: { card: TAccreditationCard }) {
  const fetcher = useFetcher<ActionResult>();
  const [comment, setComment] = useState('');
  const [documents, setDocuments] = useState(false);
  const [missing, setMissing] = useState('');
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  const send = (decision: Decision) => {
    if (decision !== 'approved' && !comment.trim()) {
      setMissing(decision === 'rejected' ? 'Укажите причину отказа' : 'Напишите, что нужно исправить');
      return;
    }
    fetcher.submit(
      { decision, comment: comment.trim(), documents: documents ? '1' : '0' },
      { method: 'post' },
    );
  };
  const loading = (decision: Decision) => busy && fetcher.formData?.get('decision') === decision;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      role="group"
      aria-label={`Решение по пакету ${card.code ?? card.id}`}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Решение
        </Title>
        {failed && Object.keys(failed.errors).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle />}>
            {failed.message}
          </Alert>
        )}
        <Textarea
          label="Комментарий поставщику"
          description="Что исправить, или причина отказа"
          autosize
          minRows={2}
          maxLength={4000}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setMissing('');
          }}
          error={missing || failed?.errors.comment || failed?.errors.decision}
        />
        <Checkbox
          label="Нужны документы: вернуть на шаг «Документы»"
          checked={documents}
          onChange={(event) => setDocuments(event.currentTarget.checked)}
        />
        <Group gap="sm" wrap="wrap">
          <Button
            color="green"
            leftSection={<IconCheck size={18} />}
            loading={loading('approved')}
            disabled={busy}
            onClick={() => send('approved')}
            w={{ base: '100%', xs: 'auto' }}
          >
            Аккредитовать
          </Button>
          <Button
            variant="light"
            leftSection={<IconArrowBackUp size={18} />}
            loading={loading('corrections')}
            disabled={busy}
            onClick={() => send('corrections')}
            w={{ base: '100%', xs: 'auto' }}
          >
            Вернуть на доработку
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} />}
            loading={loading('rejected')}
            disabled={busy}
            onClick={() => send('rejected')}
            w={{ base: '100%', xs: 'auto' }}
          >
            Отказать
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One supplier's accreditation package: answers, files, the signed PDF, history, the decision (decision 0083). */
export default function BackofficeAccreditation({ loaderData }: Route.ComponentProps) {
  const { card } = loaderData;
  if (!card) return null;
  return (
    <Stack gap="lg">
      <Anchor to="/backoffice/accreditations" fz="sm">
        ← Все пакеты
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Аккредитация {card.code ?? ''}
          </Title>
          <Text c="dimmed" fz="sm">
            {card.company.title} · ИНН {card.company.inn} · {card.supplier_type_title}
          </Text>
          <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {card.company.email} · {formatPhone(card.company.phone)}
            {card.submitted ? ` · отправлен ${formatDateTime(card.submitted)}` : ''}
          </Text>
        </div>
        <StatusBadge status={card.status} title={card.status_title} />
      </Group>
      {card.manager_comment && (
        <Alert color="gray" title="Комментарий менеджера">
          {card.manager_comment}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          Анкета
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
          {card.answers.map((answer) => (
            <div key={answer.title} style={{ minWidth: 0 }}>
              <Text fz="xs" c="dimmed">
                {answer.title}
              </Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {answer.value || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="accreditation-files">
        <Title order={2} fz="lg" mb="sm">
          Документы пакета
        </Title>
        <Stack gap="xs">
          {card.document && (
            <Group gap="xs" wrap="nowrap">
              <IconFileTypePdf size={18} aria-hidden />
              <Anchor
                href={card.document.signed_src ?? card.document.src}
                target="_blank"
                fz="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {card.document.title}
                {card.document.signed
                  ? ` (${documentStatus(card.document.title, 'подписан')})`
                  : ' (ожидает подписи)'}
              </Anchor>
            </Group>
          )}
          {card.files.map((file) => (
            <Group key={file.id} gap="xs" wrap="nowrap" align="flex-start">
              <IconPaperclip size={18} aria-hidden style={{ flexShrink: 0 }} />
              <div style={{ minWidth: 0 }}>
                <Text fz="xs" c="dimmed">
                  {file.document}
                </Text>
                <Anchor href={file.src} target="_blank" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.title}
                </Anchor>
              </div>
            </Group>
          ))}
        </Stack>
      </Paper>
      {card.can_decide && <DecideForm card={card} />}
      {card.history.length > 0 && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb="sm">
            История
          </Title>
          <Timeline bulletSize={12} lineWidth={2}>
            {card.history.map((entry) => (
              <Timeline.Item key={`${entry.date}-${entry.title}`} title={entry.title}>
                <Text fz="xs" c="dimmed">
                  {formatDateTime(entry.date)}
                </Text>
                <Text fz="sm">{entry.body}</Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      )}
    </Stack>
  );
}
