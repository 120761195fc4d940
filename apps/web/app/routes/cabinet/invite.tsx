import { agent, isGatewayError } from '@agrolease/contracts';
import { Alert, Button, Checkbox, Stack as MantineStack, PasswordInput } from '@mantine/core';
import { data, Form, redirect, useNavigation } from 'react-router';
import { PageTitle, Paper, Stack, Text } from '../../components/plain/mantine-markup';
import { PlainTextInput } from '../../components/plain/plain-text-input';
import { getGateway } from '../../lib/gateway.server';
import { attemptIntent, formText, type IntentResult } from '../../lib/intent-action.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import { signInHeaders } from '../../lib/session.server';
import type { Route } from './+types/invite';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Приглашение в личный кабинет',
    description: 'Регистрация компании по приглашению агента.',
  }),
  { name: 'robots', content: 'noindex' },
];

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) throw data(null, { status: 404 });
  try {
    return await getGateway(context).call(agent.companyInvitation, { token });
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The invitation of decision 0113: a code to the invited phone, then the claim. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) throw data(null, { status: 404 });
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  const gateway = getGateway(context);
  if (intent === 'claim') {
    if (form.get('agreements') !== '1') {
      const message = 'Примите согласие и пользовательское соглашение';
      return data<IntentResult>(
        { intent, ok: false, message, fieldErrors: { agreements: message } },
        { status: 400 },
      );
    }
    const result = await attemptIntent<IntentResult>('claim', async () => {
      const reply = await gateway.call(agent.companyInvitationClaim, {
        token,
        code: formText(form, 'code'),
        password: String(form.get('password') ?? ''),
        agreements: '1',
      });
      // The agent's contractor goes to the application prepared for it; a colleague to its home.
      const next = reply.id_application === null ? reply.home : '/cabinet/v2/client/apps';
      throw redirect(next, { headers: signInHeaders(context, reply.token) });
    });
    return data(result, { status: result.ok ? 200 : 400 });
  }
  const result = await attemptIntent<IntentResult>('code', async () => {
    const reply = await gateway.call(agent.companyInvitationGetCode, { token });
    return { ok: true, message: reply.message };
  });
  return data(result, { status: result.ok ? 200 : 400 });
}

/**
 * `/cabinet/v2/invite/:token`: the head of an agent's contractor registers its company, or a
 * colleague invited by the company's confirmed user joins it (decision 0156).
 */
export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const { company, agent: invitedBy, kind, inviter, phone, application } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const codeSent = actionData?.intent === 'code' ? actionData.ok : actionData?.intent === 'claim';
  const errors = actionData?.fieldErrors ?? {};
  return (
    <MantineStack gap="lg" maw={480} mx="auto" w="100%">
      <PageTitle style={{ overflowWrap: 'anywhere' }}>Приглашение в личный кабинет</PageTitle>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          {kind === 'colleague' ? (
            <Text style={{ overflowWrap: 'anywhere' }}>
              <b>{inviter || invitedBy.title}</b> приглашает вас в личный кабинет <b>{company.title}</b> (ИНН{' '}
              {company.inn}).
            </Text>
          ) : (
            <Text style={{ overflowWrap: 'anywhere' }}>
              Агент <b>{invitedBy.title}</b> подготовил заявку на лизинг для <b>{company.title}</b> (ИНН{' '}
              {company.inn}).
            </Text>
          )}
          {application && (
            <Text fz="sm" c="dimmed" data-testid="invite-application">
              Заявка: {application.title} № {application.id}
            </Text>
          )}
          <Text fz="sm">
            {kind === 'colleague'
              ? 'Зарегистрируйтесь, чтобы работать в кабинете от имени организации.'
              : 'Зарегистрируйтесь, чтобы увидеть и подписать её.'}{' '}
            Код подтверждения придёт на номер {phone}.
          </Text>
        </Stack>
      </Paper>
      {actionData?.message && (
        <Alert color={actionData.ok ? 'green' : 'red'} data-testid="invite-message">
          {actionData.message}
        </Alert>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="code" />
        <Button type="submit" variant={codeSent ? 'default' : 'filled'} loading={busy} fullWidth>
          {codeSent ? 'Отправить код ещё раз' : 'Получить код по СМС'}
        </Button>
      </Form>
      {codeSent && (
        <Form method="post">
          <input type="hidden" name="intent" value="claim" />
          <Stack gap="md">
            <PlainTextInput
              name="code"
              label="Код из СМС"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={errors.code}
            />
            <PasswordInput
              name="password"
              label="Придумайте пароль"
              description="Не короче 8 символов, буквы и цифры"
              autoComplete="new-password"
              required
              error={errors.password}
            />
            <Checkbox
              name="agreements"
              value="1"
              label="Принимаю согласие на обработку персональных данных и пользовательское соглашение"
              error={errors.agreements}
            />
            <Button type="submit" loading={busy} fullWidth>
              Зарегистрироваться
            </Button>
          </Stack>
        </Form>
      )}
    </MantineStack>
  );
}
