import { backoffice } from '@agrolease/contracts';
import { Alert, Box, Button, Container, Grid } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { data, Outlet } from 'react-router';
import { BackofficeNavigation } from '../../components/backoffice/backoffice-navigation';
import { AppLink } from '../../components/routing/app-link';
import { getGateway } from '../../lib/gateway.server';
import { getViewer } from '../../lib/session.server';
import type { Route } from './+types/layout';
import { managerOf } from './manager.server';

/** Every back-office page (decision 0064): managers only, with the section menu. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await managerOf(request, context);
  if (manager) {
    const { counts } = await getGateway(context).call(backoffice.queueCounts, {});
    return { allowed: true as const, home: manager.home, counts };
  }
  const viewer = await getViewer(request, context);
  // The refusal is a page with a way back, answered 403 (issue 16), not 200.
  return data({ allowed: false as const, home: viewer?.home ?? '/' }, { status: 403 });
}

export default function BackofficeLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <Container size="xl" py="lg">
        <Alert
          color="yellow"
          icon={<IconLock />}
          title="Раздел недоступен для вашей роли"
          maw={560}
          mx="auto"
          mt="xl"
        >
          Бэк-офис открыт только менеджерам Агролизинга.
          <Button
            component={AppLink}
            to={loaderData.home}
            variant="light"
            mt="md"
            display="block"
            w="fit-content"
          >
            В личный кабинет
          </Button>
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
          <BackofficeNavigation counts={loaderData.counts} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 10 }}>
          <Box component="section">
            <Outlet />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
