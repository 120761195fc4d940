import { ROLE_TITLE } from '@agrolease/contracts';
import { SimpleGrid } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CabinetCrumbs } from '../cabinet/cabinet-crumbs';
import { greeting } from '../cabinet/cabinet-format';
import { Anchor, Group, PageTitle, Paper, Text, Title } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import { AppLink } from '../routing/app-link';
import classes from './dashboard.module.css';

type Viewer = Parameters<typeof greeting>[0] & { role: keyof typeof ROLE_TITLE; title?: string };

/**
 * The head of a role's home page (issue 41): the cabinet's crumb, the role and company over the
 * greeting, and «Выйти». `crumbs={false}` and `company={false}` for the placeholder page that
 * stands outside the cabinet's layout and shows the company below.
 */
export function DashboardHead({
  viewer,
  crumbs = true,
  company = true,
}: {
  viewer: Viewer;
  crumbs?: boolean;
  company?: boolean;
}) {
  return (
    <>
      {crumbs && <CabinetCrumbs trail={[]} />}
      <Group justify="space-between" align="flex-end">
        <div style={{ minWidth: 0 }}>
          <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {ROLE_TITLE[viewer.role]}
            {company && viewer.title ? ` · ${viewer.title}` : ''}
          </Text>
          <PageTitle>{greeting(viewer)}</PageTitle>
        </div>
        <Form method="post" action="/cabinet/v2/logout">
          <PlainButton type="submit" variant="default" leftSection={<IconLogout size={18} />}>
            Выйти
          </PlainButton>
        </Form>
      </Group>
    </>
  );
}

/** One figure of a dashboard: its name, its value, and the list it counts where there is one. */
export interface Tile {
  label: string;
  value: ReactNode;
  to?: string;
  testId: string;
}

/**
 * A dashboard's figures as tiles, two a row on a phone and four from 768 px: plain markup with
 * Mantine's classes (issue 36), one grid for the page and no hook per tile.
 */
export function DashboardTiles({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {tiles.map((tile) =>
        tile.to ? (
          <AppLink key={tile.testId} to={tile.to} className={classes.tileLink}>
            <TileFigure tile={tile} />
          </AppLink>
        ) : (
          <TileFigure key={tile.testId} tile={tile} />
        ),
      )}
    </SimpleGrid>
  );
}

function TileFigure({ tile }: { tile: Tile }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="xs" c="dimmed">
        {tile.label}
      </Text>
      <Text fw={700} fz="xl" data-testid={tile.testId}>
        {tile.value}
      </Text>
    </Paper>
  );
}

/**
 * A section of a dashboard: a bordered block under its heading, with a link to the section's
 * whole list at the right (the agent's applications, the fund's waiting ones).
 */
export function DashboardSection({
  title,
  label,
  link,
  children,
}: {
  title: string;
  /** the region's name for a screen reader, the heading's unless told */
  label?: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-label={label ?? title}
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {link && (
          <Anchor to={link.to} fz="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}
