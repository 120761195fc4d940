import { registration } from '@agrolease/contracts';
import { Container, Paper as MantinePaper } from '@mantine/core';
import { useEffect } from 'react';
import { redirect } from 'react-router';
import { AgreementsForm } from '../../components/auth/agreements-form';
import { RegistrationWizard } from '../../components/auth/registration-wizard';
import { Anchor, Stack, Text, Title } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import { getViewer } from '../../lib/session.server';
import type { Route } from './+types/reg';
import { handleRegAction } from './reg.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Регистрация в личном кабинете',
    description:
      'Регистрация организации или предпринимателя в личном кабинете: телефон, почта, реквизиты, руководитель и согласия.',
  }),
  { name: 'robots', content: 'noindex' },
];

/**
 * A guest runs the wizard (steps 1–7, kept in sessionStorage). Once the account exists the
 * visitor is signed in: step 8 asks for the agreements; a finished user goes to the dashboard.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  if (!viewer) return { agreements: null };
  const gateway = getGateway(context);
  const state = await gateway.call(registration.checkRegistration);
  if (state.iscompleted) throw redirect(state.home);
  return { agreements: (await gateway.call(registration.getAgreements, { ismobile: 0 })).items };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleRegAction(request, context);
}

export default function RegistrationPage({ loaderData }: Route.ComponentProps) {
  // The account exists: the wizard's saved steps are no longer needed.
  useEffect(() => {
    if (loaderData.agreements) window.sessionStorage.removeItem('registration');
  }, [loaderData.agreements]);
  return (
    <Container size={560} px="md">
      <MantinePaper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              Регистрация
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              {loaderData.agreements
                ? 'Шаг 8 из 8 · Осталось принять соглашения'
                : 'Личный кабинет лизингополучателя: заявки, договоры, документы и платежи онлайн'}
            </Text>
          </div>
          {loaderData.agreements ? <AgreementsForm items={loaderData.agreements} /> : <RegistrationWizard />}
          {!loaderData.agreements && (
            <Text fz="sm" ta="center">
              Уже есть учётная запись?{' '}
              <Anchor to="/cabinet/v2/auth" fz="sm">
                Войти
              </Anchor>
            </Text>
          )}
        </Stack>
      </MantinePaper>
    </Container>
  );
}
