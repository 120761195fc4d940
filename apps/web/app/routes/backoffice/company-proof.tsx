import { companyProof, isGatewayError } from '@agrolease/contracts';
import type { TCompanyProofCard } from '@agrolease/contracts/company-proof';
import { formatPhone } from '@agrolease/domain';
import { Alert, Button, SimpleGrid, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { data, useFetcher } from 'react-router';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../components/cabinet/requests/status-badge';
import { Anchor, Group, Paper, Stack, Text, Title } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/company-proof';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Подтверждение организации', description: 'Проверка документов пользователя.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { card: null };
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const reply = await getGateway(context).call(companyProof.backofficeCompanyProof, {
      id_object: Number(params.id),
    });
    return { card: reply.card };
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
  return sendFromAction(context, 'decide', companyProof.backofficeCompanyProofDecide, {
    id_object: params.id,
    decision: String(form.get('decision') ?? ''),
    reason: String(form.get('reason') ?? ''),
  });
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** Approval proves the company; a refusal needs the reason the person will read. */
function DecideForm({ card }: { card: TCompanyProofCard }) {
  const fetcher = useFetcher<ActionResult>();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState('');
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  const loading = (decision: string) => busy && fetcher.formData?.get('decision') === decision;
  const send = (decision: 'approved' | 'refused') => {
    if (decision === 'refused' && reason.trim().length < 5) {
      setMissing('Напишите причину отказа: её прочтёт пользователь');
      return;
    }
    fetcher.submit({ decision, reason: reason.trim() }, { method: 'post' });
  };
  const unconfirmed = card.others.filter((other) => other.status_title === 'не подтверждена');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} role="group" aria-label="Решение по заявке">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Решение
        </Title>
        {failed && Object.keys(failed.errors).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle />}>
            {failed.message}
          </Alert>
        )}
        {unconfirmed.length > 0 && (
          <Alert color="yellow" icon={<IconAlertCircle />}>
            После подтверждения от организации будут отключены учётные записи, которые только заявили её:{' '}
            {unconfirmed.map((other) => other.login).join(', ')}.
          </Alert>
        )}
        <Textarea
          label="Причина отказа"
          description="Что не так с документами: пользователь прочтёт это и сможет отправить их снова"
          autosize
          minRows={2}
          maxLength={2000}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing('');
          }}
          error={missing || failed?.errors.reason}
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
            Подтвердить организацию
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} />}
            loading={loading('refused')}
            disabled={busy}
            onClick={() => send('refused')}
            w={{ base: '100%', xs: 'auto' }}
          >
            Отказать
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One request to prove a company by documents (decision 0156). */
export default function BackofficeCompanyProof({ loaderData }: Route.ComponentProps) {
  const { card } = loaderData;
  if (!card) return null;
  const { request, account } = card;
  return (
    <Stack gap="lg">
      <Anchor to="/backoffice/company-proofs" fz="sm">
        ← Все заявки
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {card.company.title}
          </Title>
          <Text c="dimmed" fz="sm">
            ИНН {card.company.inn} · прислано {formatDateTime(request.created)}
          </Text>
        </div>
        <StatusBadge status={request.status} title={request.status_title} />
      </Group>
      {request.status === 'refused' && request.reason && (
        <Alert color="gray" title="Причина отказа">
          {request.reason}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          Пользователь
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
          <Fact label="ФИО" value={account.person} />
          <Fact
            label="Должность"
            value={`${request.person_position}${request.is_head ? ' (руководитель)' : ''}`}
          />
          <Fact label="Логин" value={account.login} />
          <Fact label="Телефон" value={account.phone ? formatPhone(account.phone) : ''} />
          <Fact label="Электронная почта" value={account.email} />
          <Fact label="Зарегистрирован" value={formatDateTime(account.registered)} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="company-proof-files">
        <Title order={2} fz="lg" mb="sm">
          Документы
        </Title>
        <Stack gap="xs">
          {request.documents.map((document) => (
            <Group key={document.kind} gap="xs" wrap="nowrap" align="flex-start">
              <IconPaperclip size={18} aria-hidden style={{ flexShrink: 0 }} />
              <div style={{ minWidth: 0 }}>
                <Text fz="xs" c="dimmed">
                  {document.title}
                </Text>
                <Anchor href={document.file.src} target="_blank" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {document.file.title}
                </Anchor>
              </div>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          Другие учётные записи этого ИНН
        </Title>
        {card.others.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Нет
          </Text>
        ) : (
          <Stack gap={4}>
            {card.others.map((other) => (
              <Text key={other.login} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {other.person || other.login} ({other.login}) — организация {other.status_title}
              </Text>
            ))}
          </Stack>
        )}
      </Paper>
      {card.can_decide && <DecideForm card={card} />}
    </Stack>
  );
}
