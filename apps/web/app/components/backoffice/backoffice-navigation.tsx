import { Button, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { BACKOFFICE_SECTIONS, isBackofficeSection } from './backoffice-sections';

/** The back office's section menu: a column on a desktop, a scrolling row on a phone. */
export function BackofficeNavigation() {
  const { pathname } = useLocation();
  return (
    <>
      <Stack component="nav" aria-label="Разделы бэк-офиса" gap={2} visibleFrom="md">
        {BACKOFFICE_SECTIONS.map((section) => (
          <NavLink
            key={section.to}
            component={Link}
            to={section.to}
            label={section.title}
            leftSection={<section.icon size={18} stroke={1.6} />}
            active={isBackofficeSection(pathname, section)}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Stack>
      <ScrollArea type="never" hiddenFrom="md" component="nav" aria-label="Разделы бэк-офиса">
        <Group gap="xs" wrap="nowrap" pb={4}>
          {BACKOFFICE_SECTIONS.map((section) => (
            <Button
              key={section.to}
              component={Link}
              to={section.to}
              size="compact-sm"
              radius="xl"
              variant={isBackofficeSection(pathname, section) ? 'filled' : 'default'}
              // In the scrolling row a button keeps its width; shrunk, thirteen would show no text.
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
