import { Container, SimpleGrid } from '@mantine/core';
import { redirect } from 'react-router';
import { DashboardHead } from '../../components/dashboard/dashboard';
import { Paper, Stack, Text } from '../../components/plain/mantine-markup';
import { pageMeta } from '../../lib/seo';
import { requireViewer } from '../../lib/session.server';
import type { Route } from './+types/role-dashboard';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Личный кабинет', description: 'Рабочий стол личного кабинета.' }),
  { name: 'robots', content: 'noindex' },
];

/**
 * A placeholder dashboard per role (/cabinet/v2/{role}/dashboard) until the cabinet issues
 * bring the real ones: it says who is signed in. Another role's dashboard sends the visitor
 * to their own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  if (new URL(request.url).pathname !== viewer.home) throw redirect(viewer.home);
  return { viewer };
}

export default function RoleDashboard({ loaderData: { viewer } }: Route.ComponentProps) {
  return (
    <Container py="xl">
      <Stack gap="lg">
        <DashboardHead viewer={viewer} crumbs={false} company={false} />
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
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
          </SimpleGrid>
        </Paper>
        <Text c="dimmed" fz="sm">
          Разделы кабинета — заявки, сделки, документы и платежи — появятся здесь в ближайших обновлениях.
        </Text>
      </Stack>
    </Container>
  );
}
