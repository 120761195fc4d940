import { supplierLeads } from '@agrolease/contracts';
import { INTERESTS_PAGE, LEAD_STATES } from '@agrolease/contracts/supplier-leads-values';
import { formatPhone } from '@agrolease/domain';
import { Alert, Button, Radio, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDateTime } from '../../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../../components/cabinet/requests/status-badge';
import { Anchor, Group, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { readForm } from '../../../lib/request-form.server';
import { sendFromAction } from '../../../lib/send-from-action.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/interest';
import { loadSupplierCall } from './supplier-call.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Интерес', description: 'Интерес клиента к технике поставщика.' }),
  { name: 'robots', content: 'noindex' },
];

const KEY = /^(cart|application|callback)-[1-9]\d{0,9}$/;

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!KEY.test(params.id)) throw data(null, { status: 404 });
  const { reply, locked } = await loadSupplierCall(context, supplierLeads.supplierInterest, {
    id_object: params.id,
  });
  return { item: reply?.item ?? null, locked };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  return sendFromAction(context, 'save', supplierLeads.supplierInterestSave, {
    id_object: params.id,
    state: String(form.get('state') ?? ''),
    note: String(form.get('note') ?? ''),
  });
}

const STATE_TITLE: Record<string, string> = { new: 'Новый', in_work: 'В работе', closed: 'Закрыт' };

/** One lead: who, which machine, where from; the supplier sets its state and note (decision 0106). */
export default function SupplierInterest({ loaderData }: Route.ComponentProps) {
  const { item, locked } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (!item) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {locked}
      </Alert>
    );
  }
  const failed = result && !result.ok ? result : undefined;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Интересы', href: INTERESTS_PAGE },
          { title: item.client, href: `${INTERESTS_PAGE}/${item.id}` },
        ]}
      />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {item.client}
        </Title>
        <StatusBadge status={item.state} title={item.state_title} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap={6}>
          <Text fz="sm" c="dimmed">
            {item.source_title} · {formatDateTime(item.created)}
          </Text>
          <Anchor href={item.product.url} target="_blank" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.product.title}
          </Anchor>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.detail}
          </Text>
          {item.contact && (
            <Text fz="sm">
              {item.contact.name} ·{' '}
              <Anchor href={`tel:${item.contact.phone.replace(/[^\d+]/g, '')}`}>
                {formatPhone(item.contact.phone)}
              </Anchor>
            </Text>
          )}
          {item.link && (
            <Anchor to={item.link} fz="sm">
              Открыть заявку
            </Anchor>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Form method="post" key={`${item.state}-${item.updated ?? ''}`}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Работа с интересом
            </Title>
            {failed && (
              <Alert color="red" icon={<IconAlertCircle />}>
                {failed.message}
              </Alert>
            )}
            {result?.ok && (
              <Alert color="green" icon={<IconCheck />}>
                Сохранено
              </Alert>
            )}
            <Radio.Group name="state" label="Состояние" defaultValue={item.state}>
              <Group gap="md" mt={4} wrap="wrap">
                {LEAD_STATES.map((state) => (
                  <Radio key={state} value={state} label={STATE_TITLE[state]} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              name="note"
              label="Заметка"
              description="Видна только вам"
              autosize
              minRows={2}
              maxLength={2000}
              defaultValue={item.note}
              error={failed?.errors.note}
            />
            <Button
              type="submit"
              loading={navigation.state === 'submitting'}
              w={{ base: '100%', xs: 'auto' }}
            >
              Сохранить
            </Button>
            {item.updated && (
              <Text fz="xs" c="dimmed">
                Изменено {formatDateTime(item.updated)}
              </Text>
            )}
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
