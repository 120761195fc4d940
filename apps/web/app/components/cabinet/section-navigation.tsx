import { Button, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

/** One entry of a cabinet's section menu (client, supplier, agent). */
export interface CabinetSection {
  to: string;
  title: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

function isCurrent(pathname: string, to: string): boolean {
  const base = to.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A cabinet's section menu: a column on a desktop, a scrolling row on a phone. */
export function SectionNavigation({ sections }: { sections: readonly CabinetSection[] }) {
  const { pathname } = useLocation();
  return (
    <>
      <Stack component="nav" aria-label="Разделы кабинета" gap={2} visibleFrom="md">
        {sections.map((section) => (
          <NavLink
            key={section.to}
            component={Link}
            to={section.to}
            label={section.title}
            leftSection={<section.icon size={18} stroke={1.6} />}
            active={isCurrent(pathname, section.to)}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Stack>
      <ScrollArea type="never" hiddenFrom="md" component="nav" aria-label="Разделы кабинета">
        <Group gap="xs" wrap="nowrap" w="max-content" pb={4}>
          {sections.map((section) => (
            <Button
              key={section.to}
              component={Link}
              to={section.to}
              size="compact-sm"
              radius="xl"
              variant={isCurrent(pathname, section.to) ? 'filled' : 'default'}
              style={{ flexShrink: 0 }}
            >
              {section.title}
            </Button>
          ))}
        </Group>
      </ScrollArea>
    </>
  );
}
