import { Button, Group } from '@mantine/core';
import { IconInfoCircle, IconPhoto, IconVideo } from '@tabler/icons-react';
import { AppLink } from '../routing/app-link';

/** The three pages of a season: its story and results, its pictures, its videos. */
export function SeasonTabs({
  seasonUrl,
  current,
}: {
  seasonUrl: string;
  current?: 'season' | 'galleries' | 'videos';
}) {
  const tabs = [
    { key: 'season', title: 'О сезоне', href: seasonUrl, icon: IconInfoCircle },
    { key: 'galleries', title: 'Фотогалереи', href: `${seasonUrl}galleries/`, icon: IconPhoto },
    { key: 'videos', title: 'Видео', href: `${seasonUrl}videos/`, icon: IconVideo },
  ] as const;
  return (
    <Group gap="xs" component="nav" aria-label="Разделы сезона">
      {tabs.map(({ key, title, href, icon: Icon }) => (
        <Button
          key={key}
          component={AppLink}
          to={href}
          variant={key === current ? 'filled' : 'light'}
          leftSection={<Icon size={16} />}
          size="sm"
          aria-current={key === current ? 'page' : undefined}
        >
          {title}
        </Button>
      ))}
    </Group>
  );
}

/** Breadcrumbs of the championship's pages below the section page. */
export const CHAMPIONSHIP_CRUMB = { title: 'Чемпионат пахарей', href: '/company/championship/' };
