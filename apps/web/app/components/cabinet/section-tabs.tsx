import { Button, Group } from '@mantine/core';
import { useLocation } from 'react-router';
import { AppLink } from '../routing/app-link';

export interface SectionTab {
  to: string;
  title: string;
}

/** The built tabs of a cabinet section as links, the current one marked (products, reports …). */
export function SectionTabs({ tabs, label }: { tabs: readonly SectionTab[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <Group gap={4} component="nav" aria-label={label} wrap="wrap">
      {tabs.map((tab) => {
        // The server may see the path without its trailing slash: compare without it.
        const current = pathname.replace(/\/$/, '') === tab.to.replace(/\/$/, '');
        return (
          <Button
            key={tab.to}
            component={AppLink}
            to={tab.to}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {tab.title}
          </Button>
        );
      })}
    </Group>
  );
}
