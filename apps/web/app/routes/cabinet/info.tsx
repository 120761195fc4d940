import { account, contacts, ROLE_TITLE } from '@agrolease/contracts';
import { formatPhone } from '@agrolease/domain';
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import { ContactsSection } from '../../components/contacts/contacts-section';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import { requireViewer } from '../../lib/session.server';
import type { Route } from './+types/info';
import { handleContactAction } from './info.server';

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
  const [profile, regData, contactList] = await Promise.all([
    gateway.call(account.profile),
    gateway.call(account.getRegData),
    gateway.call(contacts.getContacts),
  ]);
  return { profile, regData, contacts: contactList.items };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  return handleContactAction(request, context);
}

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

/** Account info (/cabinet/v2/info/): the company's requisites, the person and the contacts. */
export default function AccountInfo({
  loaderData: { profile, regData, contacts: contactItems },
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
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Учётная запись
            </Title>
          </div>
          <Group gap="sm">
            <Button component={Link} to={profile.account.home} variant="light">
              В кабинет
            </Button>
            <Form method="post" action="/cabinet/v2/logout">
              <Button type="submit" variant="default" leftSection={<IconLogout size={18} />}>
                Выйти
              </Button>
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
        <ContactsSection items={contactItems} />
      </Stack>
    </Container>
  );
}
