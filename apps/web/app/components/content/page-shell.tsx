import { formatMoscowLongDate } from '@agrolease/domain';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Crumb } from '../breadcrumbs/breadcrumb-trail';
import { publicBreadcrumbs } from '../breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { SectionNav } from './section-nav';

/** The frame of a public content page: breadcrumbs, section tabs, title, lead and body. */
export function PageShell({
  trail,
  title,
  lead,
  date,
  children,
}: {
  trail: readonly Crumb[];
  title: string;
  lead?: string;
  date?: string;
  children?: ReactNode;
}) {
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  return (
    <Container py={{ base: 20, sm: 32 }}>
      <Stack gap="lg">
        <Breadcrumbs items={publicBreadcrumbs(trail)} origin={root?.origin} />
        <SectionNav />
        <Stack gap={8}>
          {date && (
            <Text fz="sm" c="dimmed">
              {formatDateRu(date)}
            </Text>
          )}
          <Title order={1} fz={{ base: 26, sm: 36 }} lh={1.2}>
            {title}
          </Title>
          {lead && (
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={820}>
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** '22 ноября 2026 г.': a calendar day as it is, an instant in Moscow time. */
export function formatDateRu(isoDate: string): string {
  return formatMoscowLongDate(isoDate);
}
