import { compliance, isGatewayError } from '@agrolease/contracts';
import type { TBeneficiaryListItem } from '@agrolease/contracts/compliance';
import { COMPLIANCE_PAGES } from '@agrolease/contracts/compliance-values';
import { formatMoscowDateTime } from '@agrolease/domain';
import { Alert, Button, Modal, Pagination, Select, SimpleGrid } from '@mantine/core';
import { IconFileCertificate, IconPlus, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { data, Form, redirect, useFetcher, useSearchParams, useSubmit } from 'react-router';
import { CabinetCrumbs } from '../../../../components/cabinet/cabinet-crumbs';
import {
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../../components/plain/mantine-markup';
import { PlainButton } from '../../../../components/plain/plain-button';
import { PlainTextInput } from '../../../../components/plain/plain-text-input';
import { AppLink } from '../../../../components/routing/app-link';
import { getGateway } from '../../../../lib/gateway.server';
import { readForm } from '../../../../lib/request-form.server';
import { pageMeta } from '../../../../lib/seo';
import type { Route } from './+types/hub';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Анкеты и декларации',
    description: 'Анкета о бенефициарных владельцах, кредитная декларация и регистрация нерезидента.',
  }),
  { name: 'robots', content: 'noindex' },
];

const STATUS_COLOR: Record<string, string> = {
  draft: 'gray',
  to_sign: 'orange',
  signed: 'green',
  submitted: 'blue',
  cancelled: 'red',
};

/** «Анкеты и декларации» of Документы (decision 0102): the questionnaires' list and the other two forms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(
    ['page', 'code', 'status', 'sort', 'direction'].flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  try {
    return { list: await getGateway(context).call(compliance.beneficiaryQuestionnaires, query), error: '' };
  } catch (error) {
    if (!isGatewayError(error) || error.status !== 400) throw error;
    const list = await getGateway(context).call(compliance.beneficiaryQuestionnaires, {});
    return { list, error: error.reply.error_message };
  }
}

/** Create, Delete and Cancel are posts of this page (decision 0079: opening an address changes nothing). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id_object'));
  const gateway = getGateway(context);
  try {
    if (intent === 'create') {
      const created = await gateway.call(compliance.beneficiaryQuestionnaireCreate, {});
      throw redirect(created.url);
    }
    if (!Number.isInteger(id) || id < 1)
      return data({ ok: false, message: 'Анкета не найдена' }, { status: 400 });
    if (intent === 'delete') await gateway.call(compliance.beneficiaryQuestionnaireDelete(id), {});
    else await gateway.call(compliance.beneficiaryQuestionnaireCancel(id), {});
    return { ok: true, message: intent === 'delete' ? 'Анкета удалена' : 'Анкета аннулирована' };
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      return data({ ok: false, message: error.reply.error_message }, { status: error.status });
    }
    throw error;
  }
}

function QuestionnaireCard({ item }: { item: TBeneficiaryListItem }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== 'idle';
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="questionnaire-card">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>Анкета {item.code}</Text>
            <Text fz="xs" c="dimmed">
              от {formatMoscowDateTime(item.created)} · владельцев: {item.owners}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[item.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {item.status_title}
          </Badge>
        </Group>
        <Group gap="xs">
          <PlainButton
            size="xs"
            component={AppLink}
            to={item.url}
            variant={item.can_edit ? 'filled' : 'default'}
          >
            {item.can_edit ? (item.status === 'to_sign' ? 'Подписать' : 'Продолжить') : 'Открыть'}
          </PlainButton>
          {item.document && (
            <PlainButton
              size="xs"
              variant="subtle"
              component="a"
              href={item.document.pdf_src}
              target="_blank"
              rel="noopener"
            >
              PDF
            </PlainButton>
          )}
          {(item.can_delete || item.can_cancel) && (
            <Button size="xs" variant="subtle" color="red" loading={busy} onClick={() => setConfirming(true)}>
              {item.can_delete ? 'Удалить' : 'Аннулировать'}
            </Button>
          )}
        </Group>
        <Modal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={item.can_delete ? `Удалить анкету ${item.code}?` : `Аннулировать анкету ${item.code}?`}
          centered
        >
          <Text fz="sm" mb="md">
            {item.can_delete
              ? 'Черновик и неподписанный документ будут удалены.'
              : 'Подписанная анкета перестанет действовать и останется в списке как аннулированная.'}
          </Text>
          <fetcher.Form method="post" onSubmit={() => setConfirming(false)}>
            <input type="hidden" name="id_object" value={item.id} />
            <Group justify="flex-end" gap="sm">
              <PlainButton variant="default" onClick={() => setConfirming(false)}>
                Отмена
              </PlainButton>
              <PlainButton
                color="red"
                type="submit"
                name="intent"
                value={item.can_delete ? 'delete' : 'cancel'}
              >
                {item.can_delete ? 'Удалить' : 'Аннулировать'}
              </PlainButton>
            </Group>
          </fetcher.Form>
        </Modal>
        {fetcher.data && !fetcher.data.ok && (
          <Text fz="sm" c="red">
            {fetcher.data.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export default function ComplianceHub({ loaderData, actionData }: Route.ComponentProps) {
  const { list, error } = loaderData;
  const [params] = useSearchParams();
  const submit = useSubmit();
  const [codeFilter, statusFilter] = list.filters;
  const go = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    void submit(next, { method: 'get' });
  };
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Документы', href: '/cabinet/v2/client/documents' },
          { title: 'Анкеты и декларации', href: COMPLIANCE_PAGES.hub },
        ]}
      />
      <PageTitle>Анкеты и декларации</PageTitle>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz={{ base: 20, sm: 22 }}>
          {list.titles.page}
        </Title>
        {list.can_create && (
          <Form method="post">
            <PlainButton type="submit" name="intent" value="create" leftSection={<IconPlus size={18} />}>
              {list.titles.create}
            </PlainButton>
          </Form>
        )}
      </Group>
      {(error || (actionData && !actionData.ok)) && (
        <Alert color="red" variant="light">
          {error || actionData?.message}
        </Alert>
      )}
      {actionData?.ok && (
        <Alert color="green" variant="light">
          {actionData.message}
        </Alert>
      )}
      <Form method="get" aria-label="Фильтр анкет">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {codeFilter && (
            <PlainTextInput
              label={codeFilter.title}
              name="code"
              placeholder={codeFilter.placeholder}
              defaultValue={codeFilter.value}
            />
          )}
          {statusFilter && (
            <Select
              label={statusFilter.title}
              data={(statusFilter.list ?? []).map((option) => ({ value: option.value, label: option.title }))}
              value={statusFilter.value}
              onChange={(value) => go('status', value === '0' ? '' : (value ?? ''))}
              allowDeselect={false}
            />
          )}
          <Select
            label="Сортировка"
            data={list.sortables.map((one) => ({ value: one.field, label: one.title }))}
            value={list.sort}
            onChange={(value) => go('sort', value ?? '')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <input type="hidden" name="status" value={statusFilter?.value === '0' ? '' : statusFilter?.value} />
        <input type="hidden" name="sort" value={list.sort} />
        <Button type="submit" variant="default" mt="sm" size="xs">
          Найти
        </Button>
      </Form>
      {list.items.length === 0 ? (
        <Text c="dimmed">
          {list.count === 0 && !params.toString() ? list.titles.empty : 'Ничего не найдено'}
        </Text>
      ) : (
        <Stack gap="sm">
          {list.items.map((item) => (
            <QuestionnaireCard key={item.id} item={item} />
          ))}
        </Stack>
      )}
      {list.pages > 1 && (
        <Pagination
          total={list.pages}
          value={list.page}
          onChange={(page) => go('page', String(page))}
          mx="auto"
        />
      )}
      <Title order={2} fz={{ base: 20, sm: 22 }}>
        Другие формы
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconFileCertificate size={28} stroke={1.5} aria-hidden />
            <Stack gap={6}>
              <Text fw={600}>Декларация о кредитной нагрузке</Text>
              <Text fz="sm" c="dimmed">
                Действующие кредиты, займы и лизинг компании — для рассмотрения заявки.
              </Text>
              <PlainButton
                size="xs"
                variant="light"
                component={AppLink}
                to={COMPLIANCE_PAGES.credit_declaration}
              >
                Заполнить декларацию
              </PlainButton>
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconWorld size={28} stroke={1.5} aria-hidden />
            <Stack gap={6}>
              <Text fw={600}>Регистрация нерезидента</Text>
              <Text fz="sm" c="dimmed">
                Для компании, зарегистрированной за пределами России.
              </Text>
              <PlainButton size="xs" variant="light" component={AppLink} to={COMPLIANCE_PAGES.non_resident}>
                Заполнить сведения
              </PlainButton>
            </Stack>
          </Group>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
