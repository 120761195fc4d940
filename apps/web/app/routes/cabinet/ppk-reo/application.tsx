import { isGatewayError, reo } from '@agrolease/contracts';
import { formatRoubles, fundRequestTimeline, moscowDay } from '@agrolease/domain';
import { Alert, Button, SimpleGrid, Textarea } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { StepsTimeline } from '../../../components/cabinet/steps-timeline';
import { Group, PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { ReoForwardedBadge, ReoStatusBadge } from '../../../components/reo/reo-application-list';
import { REO_BASE, REO_TABS } from '../../../components/reo/reo-sections';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import { serviceLevels } from '../../../lib/service-levels.server';
import type { Route } from './+types/application';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявка на поддержку', description: 'Заявка хозяйства и решение фонда.' }),
  { name: 'robots', content: 'noindex' },
];

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const reply = await getGateway(context).call(reo.reoApplication, { id: idOf(params) });
    // With the server's day, so that the page hydrates with the same dates (decision 0183).
    const timeline = fundRequestTimeline(reply.item, 'fund', moscowDay(), serviceLevels());
    return { ...reply, timeline };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = idOf(params);
  const form = await request.formData();
  const decision = form.get('decision') === 'cancel' ? 'cancel' : 'approve';
  const comment = String(form.get('comment') ?? '');
  try {
    await getGateway(context).call(reo.reoApplicationDecide, { id, decision, comment });
    return redirect(`${REO_BASE}/applications/${id}?decided=1`);
  } catch (error) {
    if (isGatewayError(error) && error.status === 400) {
      return data({ comment, error: error.reply.error_message }, { status: 400 });
    }
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** One support request and the fund's decision (spec 1 §2 `applications/{id}`; decision 0088). */
export default function ReoApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { item, contractor, lease_application, comment, decided_by, timeline } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [text, setText] = useState(actionData?.comment ?? '');
  const [missingReason, setMissingReason] = useState(false);
  const tab = REO_TABS.find((entry) => entry.status === item.status) ?? REO_TABS[0];
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('decision') : null;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: tab.title, href: `${REO_BASE}/applications/${item.status}` },
          { title: item.code, href: `${REO_BASE}/applications/${item.id}` },
        ]}
      />
      <Group justify="space-between" gap="sm">
        <PageTitle data-testid="reo-application-title">Заявка {item.code}</PageTitle>
        <Group gap={6}>
          <ReoForwardedBadge item={item} />
          <span data-testid="reo-application-status">
            <ReoStatusBadge item={item} />
          </span>
        </Group>
      </Group>
      {item.forwarded && (
        <Alert color="blue" title="Заявку передал Агролизинг" data-testid="reo-forwarded-note">
          <Text fz="sm">
            {item.forwarded.by}, {formatDay(item.forwarded.at)}
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.forwarded.comment}
          </Text>
        </Alert>
      )}
      {params.get('decided') === '1' && item.status !== 'wait' && (
        <Alert color="green" icon={<IconCircleCheck />} title="Решение сохранено">
          Заявитель и менеджер Агролизинга увидят его в своих кабинетах.
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Field label="Хозяйство" value={contractor.title} />
          <Field label="ИНН" value={contractor.inn} />
          <Field label="Руководитель" value={contractor.head} />
          <Field label="Населённый пункт" value={contractor.city} />
          <Field label="Мера поддержки" value={item.program} />
          <Field label="Предмет лизинга" value={item.subject} />
          <Field label="Стоимость техники" value={formatRoubles(item.lease_sum)} />
          <Field
            label="Запрошенная поддержка"
            value={formatRoubles(item.support_sum)}
            testId="reo-support-sum"
          />
          <Field label="Подана" value={formatDay(item.created)} />
          {lease_application && (
            <Field
              label="Заявка на лизинг"
              value={`${lease_application.code} · ${lease_application.status_title}`}
              testId="reo-lease-application"
            />
          )}
        </SimpleGrid>
      </Paper>
      <StepsTimeline steps={timeline} title="Ход заявки" />
      {item.status === 'wait' ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Решение">
          <Title order={2} fz="lg" mb="sm">
            Решение фонда
          </Title>
          <Form
            method="post"
            onSubmit={(event) => {
              const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
              if (submitter?.value === 'cancel' && text.trim().length < 3) {
                event.preventDefault();
                setMissingReason(true);
              }
            }}
          >
            <Stack gap="md">
              <Textarea
                name="comment"
                label="Комментарий"
                description="Для отказа обязателен: его увидят заявитель и менеджер"
                autosize
                minRows={3}
                maxLength={1000}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setMissingReason(false);
                }}
                error={
                  missingReason
                    ? 'Укажите причину отказа: её увидят заявитель и менеджер'
                    : text === actionData?.comment
                      ? actionData?.error
                      : undefined
                }
              />
              <Group gap="sm">
                <Button
                  type="submit"
                  name="decision"
                  value="approve"
                  color="green"
                  leftSection={<IconCheck size={18} />}
                  loading={sending === 'approve'}
                  disabled={Boolean(sending)}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Одобрить
                </Button>
                <Button
                  type="submit"
                  name="decision"
                  value="cancel"
                  color="red"
                  variant="light"
                  leftSection={<IconX size={18} />}
                  loading={sending === 'cancel'}
                  disabled={Boolean(sending)}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Отклонить
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Решение">
          <Title order={2} fz="lg" mb="sm">
            Решение фонда
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Field label="Решение" value={item.status_title} />
            <Field label="Дата" value={formatDay(item.decided)} />
            <Field label="Принял" value={decided_by} />
          </SimpleGrid>
          {comment && (
            <Text
              mt="md"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="reo-decision-comment"
            >
              {comment}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
