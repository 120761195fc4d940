import { Box, Container, Grid, Stack } from '@mantine/core';
import { Outlet, redirect } from 'react-router';
import { CabinetSearchField } from '../../../components/cabinet/cabinet-search-field';
import { CLIENT_SECTIONS } from '../../../components/cabinet/client-sections';
import { NotificationPoller } from '../../../components/cabinet/notification-poller';
import { SectionNavigation } from '../../../components/cabinet/section-navigation';
import { requireViewer } from '../../../lib/session.server';
import type { Route } from './+types/layout';

/**
 * Every page of the client's cabinet: a guest signs in and comes back, another role goes to
 * its own dashboard. The viewer is loaded once here for the pages below. The search box sits
 * above the menu; notifications are polled from here (spec 2 §9).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  if (viewer.role !== 'client') throw redirect(viewer.home);
  return { viewer };
}

export default function ClientCabinetLayout() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: 3 }}>
          <Stack gap="md">
            <CabinetSearchField />
            <SectionNavigation sections={CLIENT_SECTIONS} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 9 }}>
          <Box component="section">
            <Outlet />
          </Box>
        </Grid.Col>
      </Grid>
      <NotificationPoller />
    </Container>
  );
}
