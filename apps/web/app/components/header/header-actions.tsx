import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconHeart, IconScale, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CartBadge } from '../cart/cart-badge';

const ACTIONS = [
  { to: '/favorite/', label: 'Избранное', Icon: IconHeart },
  { to: '/compare/', label: 'Сравнение', Icon: IconScale },
  { to: '/shoppingCart/', label: 'Корзина', Icon: IconShoppingCart },
] as const;

/** Favourites, compare and cart (their counters come with the catalogue). */
export function HeaderActions() {
  return (
    <Group gap={4} wrap="nowrap">
      {ACTIONS.map(({ to, label, Icon }) => (
        <Tooltip key={to} label={label} withArrow>
          <ActionIcon component={Link} to={to} variant="subtle" color="gray" size="lg" aria-label={label}>
            {to === '/shoppingCart/' ? (
              <CartBadge>
                <Icon size={22} stroke={1.6} />
              </CartBadge>
            ) : (
              <Icon size={22} stroke={1.6} />
            )}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
