import { agent, isGatewayError } from '@agrolease/contracts';
import { Alert, Button, SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconFilePlus } from '@tabler/icons-react';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { AgentApplicationList } from '../../../components/agent/agent-application-list';
import { UnverifiedBadge } from '../../../components/agent/unverified-badge';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { PhoneInput } from '../../../components/forms/phone-input';
import { Group, PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { getGateway } from '../../../lib/gateway.server';
import { formText } from '../../../lib/intent-action.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/contractor';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Контрагент', description: 'Контрагент агента и его заявки.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  try {
    return await getGateway(context).call(agent.agentContractor, { id });
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * "Начать заявку": a draft in the company's own cabinet (AgentApplications/Create), which the
 * agent then fills with the client's wizard on the company's behalf (decision 0108).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const form = await readForm(request);
  // A contractor without an account: whom to invite (decision 0113).
  const invitee = Object.fromEntries(
    (['head_name', 'phone', 'email'] as const)
      .map((name) => [name, formText(form, name)] as const)
      .filter(([, value]) => value !== ''),
  );
  try {
    const reply = await getGateway(context).call(agent.agentApplicationCreate, {
      id_contractor: id,
      ...invitee,
    });
    return redirect(agent.agentApplicationWizardUrl(reply.id, 1));
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    if (isGatewayError(error) && error.status === 400) {
      const fieldErrors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
      return data({ error: error.reply.error_message, fieldErrors }, { status: 400 });
    }
    throw error;
  }
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** One contractor and the agent's applications for it (spec 1 §2 `contractors/{id}`; decision 0087). */
export default function AgentContractor({ loaderData, actionData }: Route.ComponentProps) {
  const { item, has_account, applications } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Контрагенты', href: '/cabinet/v2/agent/contractors' },
          { title: item.title, href: `/cabinet/v2/agent/contractors/${item.id}` },
        ]}
      />
      {params.get('added') === 'manual' && (
        <Alert color="orange" icon={<IconCircleCheck />} title="Контрагент добавлен без проверки">
          Организации нет в реестре: менеджер Агролизинга проверит её данные. До проверки контрагент отмечен
          «не проверено».
        </Alert>
      )}
      {params.get('added') === '1' && (
        <Alert color="green" icon={<IconCircleCheck />} title="Контрагент добавлен">
          Сведения взяты из реестра организаций.
        </Alert>
      )}
      <PageTitle style={{ overflowWrap: 'anywhere' }} data-testid="contractor-title">
        {item.title}
      </PageTitle>
      {!item.verified && (
        <Group>
          <UnverifiedBadge />
        </Group>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
          <Field label="ИНН" value={item.inn} />
          <Field label="ОГРН" value={item.ogrn} />
          <Field label="КПП" value={item.kpp} />
          {item.verified || item.city ? (
            <Field label="Город" value={item.city} />
          ) : (
            <Field label="Регион" value={item.region} />
          )}
        </SimpleGrid>
        {item.address && (
          <Text fz="sm" mt="md">
            Адрес: {item.address}
          </Text>
        )}
        <Text fz="sm" c="dimmed" mt="md">
          {has_account
            ? 'У компании есть личный кабинет клиента: заявки, которые вы заполняете за неё, она видит у себя и подписывает сама.'
            : 'У компании нет личного кабинета: укажите руководителя и его телефон — мы создадим кабинет компании, начнём заявку и пришлём руководителю ссылку для регистрации.'}
        </Text>
      </Paper>
      {!item.verified && (
        <Alert color="orange" title="Заявку отправят после проверки" data-testid="unverified-send-notice">
          Заявку для этой компании можно начать и заполнить, черновик сохранится. Отправить её на подпись
          компании можно будет, когда менеджер Агролизинга проверит данные организации: вам придёт сообщение.
        </Alert>
      )}
      {actionData?.error && <Alert color="red">{actionData.error}</Alert>}
      <section aria-label="Заявки контрагента">
        <Group justify="space-between" gap="sm" mb="sm">
          <Title order={2} fz="lg">
            Заявки
          </Title>
          {has_account && (
            <Form method="post">
              <Button
                type="submit"
                leftSection={<IconFilePlus size={18} />}
                loading={navigation.state === 'submitting'}
              >
                Начать заявку
              </Button>
            </Form>
          )}
        </Group>
        {!has_account && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="md">
            <Form method="post" aria-label="Приглашение компании">
              <Stack gap="sm">
                <PlainTextInput name="head_name" label="Руководитель (ФИО)" autoComplete="off" />
                <PhoneInput
                  name="phone"
                  label="Телефон руководителя"
                  placeholder="+7 900 000-00-00"
                  required
                  error={actionData?.fieldErrors?.phone}
                />
                <PlainTextInput
                  name="email"
                  label="Электронная почта (необязательно)"
                  type="email"
                  error={actionData?.fieldErrors?.email}
                />
                <Button
                  type="submit"
                  leftSection={<IconFilePlus size={18} />}
                  loading={navigation.state === 'submitting'}
                >
                  Пригласить и начать заявку
                </Button>
              </Stack>
            </Form>
          </Paper>
        )}
        <AgentApplicationList items={applications} showContractor={false} />
      </section>
    </Stack>
  );
}
