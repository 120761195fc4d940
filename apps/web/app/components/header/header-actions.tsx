import { IconHeart, IconScale, IconShoppingCart } from '@tabler/icons-react';
import { CartBadge } from '../cart/cart-badge';
import { Hint } from '../plain/hint';
import { AppLink } from '../routing/app-link';
import { useCompareList, useFavouriteLots, useFavourites } from '../saved-lists/use-saved-list';
import controls from './controls.module.css';
import classes from './header.module.css';
import { NotificationBell } from './notification-bell';

const ICON_LINK = `mantine-focus-auto mantine-active ${controls.icon}`;

/**
 * The bell of a signed-in user (decision 0169), favourites, compare and cart. The saved-list counters follow local storage and the cart
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
    <div className={classes.actions}>
      <NotificationBell />
      {savedLists.map(({ to, label, Icon, count, testId }) => (
        <Hint key={to} label={label} position="bottom">
          <span className={controls.indicatorHolder}>
            {count > 0 && (
              <span className={controls.indicator} aria-hidden>
                {count}
              </span>
            )}
            <AppLink
              to={to}
              className={ICON_LINK}
              aria-label={count > 0 ? `${label}: ${count}` : label}
              data-testid={testId}
            >
              <Icon size={22} stroke={1.6} />
            </AppLink>
          </span>
        </Hint>
      ))}
      <CartBadge>
        <Hint label="Корзина" position="bottom-end">
          <AppLink to="/shoppingCart/" className={ICON_LINK} aria-label="Корзина">
            <IconShoppingCart size={22} stroke={1.6} />
          </AppLink>
        </Hint>
      </CartBadge>
    </div>
  );
}
