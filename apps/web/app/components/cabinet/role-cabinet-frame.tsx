import { Box, Container, Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { type CabinetSection, SectionNavigation } from './section-navigation';

/**
 * The frame of a role's cabinet (the agent's, the fund's, the supplier's, the factoring
 * supplier's and customer's): its section menu on the left from 992 px (above the page on a
 * phone) and the page beside it. `children`: what the whole cabinet keeps (a poller).
 */
export function RoleCabinetFrame({
  sections,
  children,
}: {
  sections: readonly CabinetSection[];
  children?: ReactNode;
}) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: 3 }}>
          <SectionNavigation sections={sections} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 9 }}>
          <Box component="section">
            <Outlet />
          </Box>
        </Grid.Col>
      </Grid>
      {children}
    </Container>
  );
}
