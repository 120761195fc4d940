import { Box, Container, Grid } from '@mantine/core';
import { Outlet, redirect, useLoaderData } from 'react-router';
import { NotificationPoller } from '../../../components/cabinet/notification-poller';
import { SectionNavigation } from '../../../components/cabinet/section-navigation';
import { supplierMenu } from '../../../components/supplier/supplier-sections';
import { requireViewer } from '../../../lib/session.server';
import type { Route } from './+types/layout';

/**
 * Every page of the supplier's cabinet (decision 0083): a guest signs in and comes back, another
 * role goes to its own home. The menu offers what the accreditation has opened; the manager's
 * decisions come as pop-ups polled from here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  if (viewer.role !== 'supplier') throw redirect(viewer.home);
  return { viewer };
}

export default function SupplierCabinetLayout() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: 3 }}>
          <SectionNavigation sections={supplierMenu(viewer.isAccredited)} />
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
