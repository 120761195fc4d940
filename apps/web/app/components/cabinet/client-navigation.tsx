import { Button, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CLIENT_SECTIONS } from './client-sections';

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The client's section menu: a column on a desktop, a scrolling row on a phone. */
export function ClientNavigation() {
  const { pathname } = useLocation();
  return (
    <>
      <Stack component="nav" aria-label="Разделы кабинета" gap={2} visibleFrom="md">
        {CLIENT_SECTIONS.map((section) => (
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
          {CLIENT_SECTIONS.map((section) => (
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
