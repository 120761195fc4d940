import { supplier } from '@agrolease/contracts';
import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

const TABS = [
  { to: supplier.NOMENCLATURE_PAGE, title: 'Номенклатура' },
  { to: supplier.PRICE_LEVEL_PAGE, title: 'Уровни цен' },
];

/** The built tabs of the supplier's products (spec 1 §2; decision 0086). */
export function ProductsTabs() {
  const { pathname } = useLocation();
  return (
    <Group gap={4} component="nav" aria-label="Разделы номенклатуры" wrap="wrap">
      {TABS.map((tab) => {
        // The server may see the path without its trailing slash: compare without it.
        const current = pathname.replace(/\/$/, '') === tab.to.replace(/\/$/, '');
        return (
          <Button
            key={tab.to}
            component={Link}
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
