import { ActionIcon, Group, Indicator } from '@mantine/core';
import { IconHeart, IconScale, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CartBadge } from '../cart/cart-badge';
import { Hint } from '../deferred/hint';
import { useCompareList, useFavouriteLots, useFavourites } from '../saved-lists/use-saved-list';

/**
 * Favourites, compare and cart. The saved-list counters follow local storage and the cart
 * badge follows the cart calls, all without a reload. The phone's bar is compact: favourites
 * and cart only (comparison stays in the menu).
 */
export function HeaderActions({ compact = false }: { compact?: boolean }) {
  // The favourites page lists machinery and used-property lots: the counter counts both.
  const favourites = useFavourites().ids.length + useFavouriteLots().ids.length;
  const compare = useCompareList().ids.length;
  const savedLists = [
    { to: '/favorite/', label: 'Избранное', Icon: IconHeart, count: favourites, testId: 'header-favourites' },
    { to: '/compare/', label: 'Сравнение', Icon: IconScale, count: compare, testId: 'header-compare' },
  ].filter((list) => !compact || list.to === '/favorite/');
  return (
    <Group gap={4} wrap="nowrap">
      {savedLists.map(({ to, label, Icon, count, testId }) => (
        <Hint key={to} label={label} withArrow>
          <Indicator label={count} size={16} disabled={count === 0} offset={4} color="red">
            <ActionIcon
              component={Link}
              to={to}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={count > 0 ? `${label}: ${count}` : label}
              data-testid={testId}
            >
              <Icon size={22} stroke={1.6} />
            </ActionIcon>
          </Indicator>
        </Hint>
      ))}
      <CartBadge>
        <Hint label="Корзина" withArrow>
          <ActionIcon
            component={Link}
            to="/shoppingCart/"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Корзина"
          >
            <IconShoppingCart size={22} stroke={1.6} />
          </ActionIcon>
        </Hint>
      </CartBadge>
    </Group>
  );
}
