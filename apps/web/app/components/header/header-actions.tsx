import { ActionIcon, Group, Indicator, Tooltip } from '@mantine/core';
import { IconHeart, IconScale, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCompareList, useFavourites } from '../saved-lists/use-saved-list';

const ACTIONS = [
  { to: '/favorite/', label: 'Избранное', Icon: IconHeart, counter: 'favourites' },
  { to: '/compare/', label: 'Сравнение', Icon: IconScale, counter: 'compare' },
  { to: '/shoppingCart/', label: 'Корзина', Icon: IconShoppingCart, counter: null },
] as const;

/** Favourites, compare and cart; the saved-list counters follow local storage without a reload. */
export function HeaderActions() {
  const counts = { favourites: useFavourites().ids.length, compare: useCompareList().ids.length };
  return (
    <Group gap={4} wrap="nowrap">
      {ACTIONS.map(({ to, label, Icon, counter }) => {
        const count = counter ? counts[counter] : 0;
        return (
          <Tooltip key={to} label={label} withArrow>
            <Indicator label={count} size={16} disabled={count === 0} offset={4} color="red">
              <ActionIcon
                component={Link}
                to={to}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={count > 0 ? `${label}: ${count}` : label}
                data-testid={counter ? `header-${counter}` : undefined}
              >
                <Icon size={22} stroke={1.6} />
              </ActionIcon>
            </Indicator>
          </Tooltip>
        );
      })}
    </Group>
  );
}
