import { Container, Divider, Paper as MantinePaper, Tabs } from '@mantine/core';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { redirect, useSearchParams } from 'react-router';
import { CertificatePanel } from '../../components/auth/certificate-panel';
import { EmailHelp } from '../../components/auth/email-help';
import {
  InnSignIn,
  PasswordSignIn,
  RequisitesSignIn,
  RestorePassword,
  SmsSignIn,
} from '../../components/auth/sign-in-forms';
import { Anchor, Group, Stack, Text, Title } from '../../components/plain/mantine-markup';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import { pageMeta } from '../../lib/seo';
import { backPathOf, getViewer } from '../../lib/session.server';
import type { Route } from './+types/auth';
import { handleAuthAction } from './auth.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Вход в личный кабинет',
    description:
      'Вход в личный кабинет лизингополучателя, поставщика и агента: по логину и паролю, по СМС, по ИНН, по реквизитам или по электронной подписи.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** A signed-in visitor has nothing to do here: on to their dashboard (or back where they came from). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  if (viewer) throw redirect(backPathOf(request) ?? viewer.home);
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context);
}

const METHODS = [
  { value: 'password', label: 'Логин и пароль', Panel: PasswordSignIn },
  { value: 'sms', label: 'По СМС', Panel: SmsSignIn },
  { value: 'inn', label: 'По ИНН', Panel: InnSignIn },
  { value: 'requisites', label: 'По реквизитам', Panel: RequisitesSignIn },
  { value: 'certificate', label: 'Подпись ЭП', Panel: CertificatePanel },
] as const;

function BackToSignIn() {
  return (
    <Anchor to="." fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        Ко входу
      </Group>
    </Anchor>
  );
}

export default function SignInPage() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const method = METHODS.some((item) => item.value === params.get('method'))
    ? params.get('method')
    : 'password';

  return (
    <Container size={520} px="md">
      <MantinePaper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        {mode === 'restore' ? (
          <Stack gap="md">
            <BackToSignIn />
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              Восстановление пароля
            </Title>
            <RestorePassword />
          </Stack>
        ) : mode === 'email-help' ? (
          <Stack gap="md">
            <BackToSignIn />
            <EmailHelp />
          </Stack>
        ) : (
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                Вход в личный кабинет
              </Title>
              <Text c="dimmed" fz="sm" mt={4}>
                Лизингополучателям, поставщикам, агентам и партнёрам
              </Text>
            </div>
            <Tabs
              value={method}
              onChange={(value) =>
                setParams(
                  (current) => {
                    current.set('method', value ?? 'password');
                    return current;
                  },
                  { replace: true, preventScrollReset: true },
                )
              }
              variant="pills"
              radius="md"
              keepMounted={false}
            >
              <Tabs.List grow mb="lg">
                {METHODS.map((item) => (
                  <Tabs.Tab key={item.value} value={item.value} fz="sm">
                    {item.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {METHODS.map(({ value, Panel }) => (
                <Tabs.Panel key={value} value={value}>
                  <Panel />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        )}
        <Divider my="lg" />
        <Stack gap="xs" align="center">
          <Text fz="sm" c="dimmed">
            Впервые у нас?
          </Text>
          <PlainButton
            component={AppLink}
            to="/cabinet/v2/reg"
            variant="light"
            leftSection={<IconUserPlus size={18} />}
          >
            Зарегистрироваться
          </PlainButton>
        </Stack>
      </MantinePaper>
    </Container>
  );
}
