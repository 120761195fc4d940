import { Box, Container, Grid } from '@mantine/core';
import { Outlet, redirect } from 'react-router';
import { SectionNavigation } from '../../../components/cabinet/section-navigation';
import { FACTORING_SECTIONS } from '../../../components/factoring/factoring-sections';
import { requireViewer } from '../../../lib/session.server';
import type { Route } from './+types/layout';

/** Every page of the factoring-supplier's cabinet (decision 0088): another role goes to its own home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  if (viewer.role !== 'factoring-supplier') throw redirect(viewer.home);
  return { viewer };
}

export default function FactoringCabinetLayout() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: 3 }}>
          <SectionNavigation sections={FACTORING_SECTIONS} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 9 }}>
          <Box component="section">
            <Outlet />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
