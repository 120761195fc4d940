import { Burger, Drawer, Group, Indicator, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { AppLink } from '../routing/app-link';
import { BACKOFFICE_SECTIONS, isBackofficeSection } from './backoffice-sections';

export type TQueueCounts = Partial<Record<string, number>>;

/**
 * What waits in a section: a number on its icon (beside the name it cut «Спецпредложения» in the
 * desktop column), none when nothing does.
 */
function SectionIcon({
  icon: Icon,
  count,
}: {
  icon: (typeof BACKOFFICE_SECTIONS)[number]['icon'];
  count?: number;
}) {
  const icon = <Icon size={18} stroke={1.6} />;
  if (!count) return icon;
  return (
    <Indicator label={count} size={16} offset={2} color="field" data-testid="queue-count">
      {icon}
    </Indicator>
  );
}

/** The sections as links with their icons; a press on one also runs `onNavigate` (closes the drawer). */
function SectionLinks({ onNavigate, counts }: { onNavigate?: () => void; counts: TQueueCounts }) {
  const { pathname } = useLocation();
  return BACKOFFICE_SECTIONS.map((section) => (
    <NavLink
      key={section.to}
      component={AppLink}
      to={section.to}
      label={section.title}
      leftSection={
        <SectionIcon icon={section.icon} count={'queue' in section ? counts[section.queue] : undefined} />
      }
      active={isBackofficeSection(pathname, section)}
      variant="light"
      onClick={onNavigate}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  ));
}

/**
 * The back office's section menu: a column on a desktop; on a phone a burger with the current
 * section's name that opens the same column in a drawer (issue 39: a row of thirteen pills showed
 * one clipped letter each).
 */
export function BackofficeNavigation({ counts }: { counts: TQueueCounts }) {
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const current = BACKOFFICE_SECTIONS.find((section) => isBackofficeSection(pathname, section));
  return (
    <>
      <Stack component="nav" aria-label="Разделы бэк-офиса" gap={2} visibleFrom="md">
        <SectionLinks counts={counts} />
      </Stack>
      <Group gap="sm" wrap="nowrap" hiddenFrom="md">
        <Burger
          opened={opened}
          onClick={toggle}
          size="sm"
          aria-label={opened ? 'Закрыть разделы бэк-офиса' : 'Разделы бэк-офиса'}
        />
        <Text fw={600} truncate="end">
          {current?.title ?? 'Разделы'}
        </Text>
      </Group>
      <Drawer
        opened={opened}
        onClose={close}
        title="Разделы бэк-офиса"
        size="xs"
        padding="md"
        hiddenFrom="md"
      >
        <Stack component="nav" aria-label="Разделы бэк-офиса" gap={2}>
          <SectionLinks onNavigate={close} counts={counts} />
        </Stack>
      </Drawer>
    </>
  );
}
