import { reo } from '@agrolease/contracts';
import { formatRoubles } from '@agrolease/domain';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRouteLoaderData } from 'react-router';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import { DashboardHead, DashboardSection, DashboardTiles } from '../../../components/dashboard/dashboard';
import { Group, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { ReoApplicationList } from '../../../components/reo/reo-application-list';
import { REO_BASE } from '../../../components/reo/reo-sections';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Личный кабинет партнёра РЭО',
    description: 'Рабочий стол регионального фонда: контрагенты и заявки на господдержку.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { main: await getGateway(context).call(reo.reoDashboard, {}) };
}

/** The fund partner's home page (spec 1 §2 `ppk-reo/dashboard`; decision 0088). */
export default function ReoDashboard({ loaderData: { main } }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/ppk-reo/layout');
  if (!layout) return null;
  const { viewer } = layout;
  const { applications } = main;
  return (
    <Stack gap="lg">
      <DashboardHead viewer={viewer} />
      <DashboardTiles
        tiles={[
          {
            label: 'Контрагенты',
            value: main.contractors.count,
            to: `${REO_BASE}/contractors`,
            testId: 'reo-contractors-count',
          },
          {
            label: 'Ожидают решения',
            value: applications.wait,
            to: `${REO_BASE}/applications/wait`,
            testId: 'reo-wait-count',
          },
          {
            label: 'Одобрено',
            value: applications.approve,
            to: `${REO_BASE}/applications/approve`,
            testId: 'reo-approve-count',
          },
          {
            label: 'Отклонено',
            value: applications.cancel,
            to: `${REO_BASE}/applications/cancel`,
            testId: 'reo-cancel-count',
          },
        ]}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Text fz="xs" c="dimmed">
          Одобрено поддержки по заявкам
        </Text>
        <Text fw={700} fz="lg" data-testid="reo-support-approved">
          {formatRoubles(applications.support_approved)}
        </Text>
      </Paper>
      <DashboardSection
        title="Ожидают решения"
        link={{ to: `${REO_BASE}/applications/wait`, label: 'Все заявки' }}
      >
        <ReoApplicationList items={applications.waiting} empty="Новых заявок нет: все рассмотрены." />
      </DashboardSection>
      <Group>
        <Button
          component={AppLink}
          to={`${REO_BASE}/contractors/new`}
          leftSection={<IconPlus size={18} />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Добавить контрагента
        </Button>
      </Group>
      <ManagerCard manager={main.manager} title="Ваш менеджер в Агролизинге" />
    </Stack>
  );
}
