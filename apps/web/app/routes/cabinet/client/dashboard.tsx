import { ROLE_TITLE } from '@agrolease/contracts';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Form, useRouteLoaderData } from 'react-router';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Личный кабинет', description: 'Рабочий стол личного кабинета.' }),
  { name: 'robots', content: 'noindex' },
];

/** The client's dashboard; CabinetMain fills it (issue 6). */
export default function ClientDashboard() {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/client/layout');
  if (!layout) return null;
  const { viewer } = layout;
  return (
    <Container p={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text c="dimmed" fz="sm">
              {ROLE_TITLE[viewer.role]}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Здравствуйте, {viewer.name || viewer.login}
            </Title>
          </div>
          <Form method="post" action="/cabinet/v2/logout">
            <Button type="submit" variant="default" leftSection={<IconLogout size={18} />}>
              Выйти
            </Button>
          </Form>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <div>
              <Text fz="xs" c="dimmed">
                Организация
              </Text>
              <Text fw={600}>{viewer.title}</Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                ИНН
              </Text>
              <Text fw={600}>{viewer.inn}</Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                Вы вошли как
              </Text>
              <Text fw={600} data-testid="signed-in-login">
                {viewer.login}
              </Text>
            </div>
          </SimpleGrid>
        </Paper>
        <Text c="dimmed" fz="sm">
          Разделы кабинета — заявки, сделки, документы и платежи — появятся здесь в ближайших обновлениях.
        </Text>
      </Stack>
    </Container>
  );
}
