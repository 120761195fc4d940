import { account, contacts, notifications, ROLE_TITLE, securityLog } from '@agrolease/contracts';
import { COMPANY_PROOF_PAGE } from '@agrolease/contracts/company-proof-values';
import { formatPhone } from '@agrolease/domain';
import { Container, SimpleGrid } from '@mantine/core';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { data, Form, type ShouldRevalidateFunction } from 'react-router';
import { AccountFormPanel } from '../../components/account/account-form-panel';
import { AccountWizardSection } from '../../components/account/account-wizard-section';
import { NotificationSettingsSection } from '../../components/account/notification-settings-section';
import { OpenedOnceAccordion } from '../../components/account/opened-once-accordion';
import { RegInfoChange } from '../../components/account/reg-info-change';
import { SECURITY_LOG_PAGE_PARAM, SecurityLogSection } from '../../components/account/security-log-section';
import { askAgainUnlessVisited } from '../../components/account/visited-rule';
import { ContactsSection } from '../../components/contacts/contacts-section';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../components/plain/mantine-markup';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import { wizardShouldRevalidate } from '../../components/wizard/use-wizard';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import { requireViewer } from '../../lib/session.server';
import type { Route } from './+types/info';
import { handleAccountFormAction, handleContactAction, isAccountFormName } from './info.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Учётная запись',
    description: 'Данные организации и пользователя личного кабинета.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const gateway = getGateway(context);
  const params = new URL(request.url).searchParams;
  const stepText = params.get('step');
  const step = stepText && /^[1-5]$/.test(stepText) ? Number(stepText) : undefined;
  const logPage = Math.min(10_000, Math.max(1, Math.floor(Number(params.get(SECURITY_LOG_PAGE_PARAM))) || 1));
  // The forms of «Данные учётной записи» are read when their section opens (info-form.ts).
  const [profile, regData, contactList, firstWizard, log, notificationSettings] = await Promise.all([
    gateway.call(account.profile),
    gateway.call(account.getRegData),
    gateway.call(contacts.getContacts),
    gateway.call(account.setAccountWizardGet, step ? { step } : {}),
    gateway.call(securityLog.accountSecurityLog, { page: logPage }),
    gateway.call(notifications.cabinetNotificationSettings),
  ]);
  // Spec 1 §4: step 1 is asked again without a step unless the reply says visited=1.
  const wizard = askAgainUnlessVisited(firstWizard, { step: step ?? 1 })
    ? await gateway.call(account.setAccountWizardGet, {})
    : firstWizard;
  return {
    profile,
    regData,
    contacts: contactList.items,
    wizard,
    log,
    notificationSettings,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  if (request.headers.get('content-type')?.includes('application/json')) {
    const body = (await request.json()) as { form?: unknown; values?: unknown };
    if (!isAccountFormName(body.form) || !body.values || typeof body.values !== 'object')
      throw new Response('Неверный запрос', { status: 400 });
    const result = await handleAccountFormAction(
      { form: body.form, values: body.values as Record<string, unknown> },
      context,
    );
    // A refused form answers 400: the page is not reloaded, so what the user typed stays.
    return result.ok ? result : data(result, { status: 400 });
  }
  return handleContactAction(request, context);
}

// The wizard writes step and id_object into the address itself (decision 0062); a reload of
// the same address (after a wizard step is saved) refreshes the forms, and so does another page
// of the security log (it showed the same events under ?log_page=2: decision 0192).
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.currentUrl.href === args.nextUrl.href ||
  args.currentUrl.searchParams.get(SECURITY_LOG_PAGE_PARAM) !==
    args.nextUrl.searchParams.get(SECURITY_LOG_PAGE_PARAM)
    ? args.defaultShouldRevalidate
    : wizardShouldRevalidate(args);

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value || '—'}</Text>
    </div>
  );
}

const COMPANY_LINE = {
  confirmed: { color: 'green', text: 'Организация подтверждена', link: 'Как подтверждена' },
  unconfirmed: { color: 'yellow', text: 'Организация не подтверждена', link: 'Подтвердить организацию' },
  detached: { color: 'red', text: 'Учётная запись отключена от организации', link: 'Подробнее' },
} as const;

/** Whether the account acts for its company, and the way to the proof page (decision 0156). */
function CompanyProofLine({ status }: { status: keyof typeof COMPANY_LINE }) {
  const line = COMPANY_LINE[status];
  return (
    <Group gap="sm" mt="md" wrap="wrap">
      <Badge color={line.color} variant="light">
        {line.text}
      </Badge>
      <Anchor to={COMPANY_PROOF_PAGE} fz="sm">
        {line.link}
      </Anchor>
    </Group>
  );
}

/** Account info (/cabinet/v2/info/): the company's requisites, the person and the contacts. */
export default function AccountInfo({
  loaderData: { profile, regData, contacts: contactItems, wizard, log, notificationSettings },
}: Route.ComponentProps) {
  const { fields } = regData;
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text c="dimmed" fz="sm">
              {ROLE_TITLE[profile.account.role]}
            </Text>
            <PageTitle>Учётная запись</PageTitle>
          </div>
          <Group gap="sm">
            <PlainButton
              component="a"
              href="#security-log"
              variant="subtle"
              leftSection={<IconShieldLock size={18} />}
            >
              Журнал безопасности
            </PlainButton>
            <PlainButton component={AppLink} to={profile.account.home} variant="light">
              В кабинет
            </PlainButton>
            <Form method="post" action="/cabinet/v2/logout">
              <PlainButton type="submit" variant="default" leftSection={<IconLogout size={18} />}>
                Выйти
              </PlainButton>
            </Form>
          </Group>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg">
              {fields.title}
            </Title>
            <Badge color={regData.isPD ? 'green' : 'yellow'} variant="light">
              {regData.isPD ? 'Регистрация завершена' : 'Нужно принять соглашения'}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Field label="ИНН" value={fields.inn} />
            <Field label={fields.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} value={fields.ogrn} />
            <Field label="КПП" value={fields.kpp} />
          </SimpleGrid>
          <CompanyProofLine status={profile.account.company_status} />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="lg" mb="md">
            Пользователь
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Field label="ФИО" value={fields.person_name} />
            <Field label="Телефон" value={formatPhone(fields.phone)} />
            <Field label="Электронная почта" value={fields.email} />
          </SimpleGrid>
        </Paper>
        <AccountWizardSection initial={wizard} />
        <Title order={2} fz="lg">
          Данные учётной записи
        </Title>
        <OpenedOnceAccordion
          items={[
            {
              value: 'counteragent',
              title: 'Организация',
              content: () => (
                <AccountFormPanel
                  form="counteragent"
                  title="Реквизиты, адреса и сведения об организации"
                  pageData={wizard}
                />
              ),
            },
            {
              value: 'personal',
              title: 'Личные данные',
              content: () => (
                <AccountFormPanel form="personal" title="Пользователь и личные данные" pageData={wizard} />
              ),
            },
            {
              value: 'fl',
              title: 'Документ, удостоверяющий личность',
              content: () => (
                <AccountFormPanel form="fl" title="Паспорт или другой документ" pageData={wizard} />
              ),
            },
            {
              value: 'login',
              title: 'Телефон и e-mail для входа',
              content: () => <RegInfoChange phone={fields.phone} email={fields.email} />,
            },
          ]}
        />
        <ContactsSection items={contactItems} />
        <NotificationSettingsSection settings={notificationSettings} />
        <SecurityLogSection log={log} />
      </Stack>
    </Container>
  );
}
