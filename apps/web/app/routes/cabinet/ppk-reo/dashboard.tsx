import { ROLE_TITLE, reo } from '@agrolease/contracts';
import { formatRoubles } from '@agrolease/domain';
import { Button, Paper as MantinePaper, SimpleGrid } from '@mantine/core';
import { IconLogout, IconPlus } from '@tabler/icons-react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { greeting } from '../../../components/cabinet/cabinet-format';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import {
  Anchor,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { ReoApplicationList } from '../../../components/reo/reo-application-list';
import { REO_BASE } from '../../../components/reo/reo-sections';
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

function Figure({ label, value, to, testId }: { label: string; value: number; to: string; testId: string }) {
  return (
    <MantinePaper
      withBorder
      radius="md"
      p="md"
      component={Link}
      to={to}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </MantinePaper>
  );
}

/** The fund partner's home page (spec 1 §2 `ppk-reo/dashboard`; decision 0088). */
export default function ReoDashboard({ loaderData: { main } }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/ppk-reo/layout');
  if (!layout) return null;
  const { viewer } = layout;
  const { applications } = main;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[]} />
      <Group justify="space-between" align="flex-end">
        <div style={{ minWidth: 0 }}>
          <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {ROLE_TITLE[viewer.role]} · {viewer.title}
          </Text>
          <PageTitle>{greeting(viewer)}</PageTitle>
        </div>
        <Form method="post" action="/cabinet/v2/logout">
          <Button type="submit" variant="default" leftSection={<IconLogout size={18} />}>
            Выйти
          </Button>
        </Form>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure
          label="Контрагенты"
          value={main.contractors.count}
          to={`${REO_BASE}/contractors`}
          testId="reo-contractors-count"
        />
        <Figure
          label="Ожидают решения"
          value={applications.wait}
          to={`${REO_BASE}/applications/wait`}
          testId="reo-wait-count"
        />
        <Figure
          label="Одобрено"
          value={applications.approve}
          to={`${REO_BASE}/applications/approve`}
          testId="reo-approve-count"
        />
        <Figure
          label="Отклонено"
          value={applications.cancel}
          to={`${REO_BASE}/applications/cancel`}
          testId="reo-cancel-count"
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Text fz="xs" c="dimmed">
          Одобрено поддержки по заявкам
        </Text>
        <Text fw={700} fz="lg" data-testid="reo-support-approved">
          {formatRoubles(applications.support_approved)}
        </Text>
      </Paper>
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        radius="md"
        component="section"
        aria-label="Ожидают решения"
      >
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} fz="lg">
            Ожидают решения
          </Title>
          <Anchor to={`${REO_BASE}/applications/wait`} fz="sm">
            Все заявки
          </Anchor>
        </Group>
        <ReoApplicationList items={applications.waiting} empty="Новых заявок нет: все рассмотрены." />
      </Paper>
      <Group>
        <Button
          component={Link}
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
