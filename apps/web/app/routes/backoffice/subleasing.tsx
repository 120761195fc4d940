import { subleasing } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import type { TSubleasingListItem } from '@agrolease/contracts/subleasing';
import { formatIsoDayRu, SUBLEASING_FIELDS } from '@agrolease/domain';
import { Alert, Button, SimpleGrid, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { RequestCard } from '../../components/backoffice/request-card';
import { AttachedFileLink } from '../../components/cabinet/requests/attached-file-link';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Group, Stack, Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/subleasing';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Субаренда',
    description: 'Заявки, уведомления и подтверждения субаренды от клиентов.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await managerOf(request, context);
  if (!manager) return { list: null };
  const page = listPage(new URL(request.url));
  const list = await getGateway(context).call(subleasing.backofficeSubleasingRequests, { page });
  return { exportPath: listReportPath(subleasing.backofficeSubleasingRequests), list };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) {
    return { ok: false, intent: 'decide', message: 'Раздел недоступен', errors: {} } satisfies ActionResult;
  }
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? '');
  return sendFromAction(context, 'decide', subleasing.backofficeSubleasingDecide, {
    id_object: field('id_object'),
    decision: field('decision'),
    comment: field('comment'),
  });
}

const FIELD_TITLES = new Map(
  [...SUBLEASING_FIELDS.sublessee, ...SUBLEASING_FIELDS.terms].map((field) => [field.field, field]),
);

/** What the client entered in the wizard, under the wizard's own field titles. */
function formSummary(form: Record<string, unknown>): { title: string; text: string }[] {
  const rows: { title: string; text: string }[] = [];
  for (const [name, field] of FIELD_TITLES) {
    const value = form[name];
    if (value === undefined || value === null || String(value).trim() === '') continue;
    const text = field.kind === 'date' ? formatIsoDayRu(String(value)) : String(value);
    rows.push({ title: field.title, text });
  }
  if (Array.isArray(form.products))
    rows.push({ title: 'Техника, позиций', text: String(form.products.length) });
  return rows;
}

/** Approve, or decline with a reason (the gateway asks for the reason too). */
function DecideForm({ item }: { item: TSubleasingListItem }) {
  const fetcher = useFetcher<ActionResult>();
  const [comment, setComment] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const result = fetcher.data;
  const failed = result && !result.ok ? result : undefined;
  const busy = fetcher.state !== 'idle';
  const send = (decision: 'approved' | 'declined') => {
    if (decision === 'declined' && !comment.trim()) {
      setMissingReason(true);
      return;
    }
    fetcher.submit({ id_object: String(item.id), decision, comment: comment.trim() }, { method: 'post' });
  };
  return (
    <Stack gap="sm" aria-label={`Решение по запросу ${item.code ?? item.id}`} role="group">
      {failed && Object.keys(failed.errors).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {failed.message}
        </Alert>
      )}
      <Textarea
        label="Комментарий клиенту"
        description="При отказе укажите причину"
        autosize
        minRows={2}
        maxLength={4000}
        value={comment}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setMissingReason(false);
        }}
        error={missingReason ? 'Укажите причину отказа' : (failed?.errors.comment ?? failed?.errors.decision)}
      />
      <Group gap="sm" wrap="wrap">
        <Button
          color="green"
          leftSection={<IconCheck size={18} />}
          loading={busy && fetcher.formData?.get('decision') === 'approved'}
          disabled={busy}
          onClick={() => send('approved')}
          w={{ base: '100%', xs: 'auto' }}
        >
          Согласовать
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={18} />}
          loading={busy && fetcher.formData?.get('decision') === 'declined'}
          disabled={busy}
          onClick={() => send('declined')}
          w={{ base: '100%', xs: 'auto' }}
        >
          Отклонить
        </Button>
      </Group>
    </Stack>
  );
}

/** One request: what the client entered, its contract's file, the manager's comment or decision. */
function SubleasingCard({ item }: { item: TSubleasingListItem & { company: string } }) {
  const summary = formSummary(item.form);
  return (
    <RequestCard
      testId="backoffice-subleasing"
      title={`${item.code ? `${item.code} · ` : ''}${item.title}`}
      subtitle={`${item.company} · договор ${item.order}${item.submitted ? ` · ${formatDateTime(item.submitted)}` : ''}`}
      status={item.status}
      statusTitle={item.status_title}
    >
      {summary.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
          {summary.map((row) => (
            <div key={row.title} style={{ minWidth: 0 }}>
              <Text fz="xs" c="dimmed">
                {row.title}
              </Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.text}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      <AttachedFileLink file={item.contract_file} />
      {item.manager_comment && (
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="subleasing-comment">
          {item.manager_comment}
        </Text>
      )}
      {item.status === 'submitted' && <DecideForm item={item} />}
    </RequestCard>
  );
}

export default function BackofficeSubleasing({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  if (!list) return null;
  return (
    <ListPage
      title="Субаренда"
      exportPath={loaderData.exportPath}
      intro={
        <Text c="dimmed">
          Заявки на субаренду, уведомления и подтверждения договоров субаренды от клиентов.
        </Text>
      }
      items={list.items}
      gap="lg"
      card={(item) => <SubleasingCard item={item} />}
      empty="Запросов нет"
      pages={list.pages}
    />
  );
}
