import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { formatMonthlyPayment, formatRoubles } from '@agrolease/domain';
import { memo } from 'react';
import { AppLink } from '../routing/app-link';
import { SavedListIcons } from '../saved-lists/saved-list-icons';
import { OfferBadge } from './offer-badge';
import classes from './product-card.module.css';

/**
 * A product in a grid: picture, title, key characteristics, price, favourite and compare
 * toggles. Plain markup styled by its CSS module: a listing renders 25 of them per page, and
 * the cost of a page's render is mostly per component (decision 0074).
 */
/**
 * `first` marks a card at the top of a listing: its picture is likely the page's largest paint
 * on a phone, so it is fetched at once (a lazy one waited for the scripts: LCP 5.5 s).
 *
 * Memoised: the listing renders again after hydration when the router learns the routes its links
 * lead to (lazy route discovery), and on every change of its filters; the cards' items keep their
 * identity, so 25 cards are not rendered again each time (category page: Lighthouse's median
 * blocking time 317 → 144 ms on HTTP/2).
 */
export const ProductCard = memo(function ProductCard({
  item,
  first = false,
}: {
  item: TCatalogItem;
  first?: boolean;
}) {
  return (
    <article className={classes.card} data-testid="product-card">
      <AppLink to={item.url} tabIndex={-1} aria-hidden className={classes.picture}>
        <img
          src={item.image}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </AppLink>
      <div className={classes.body}>
        <div className={classes.badges}>
          <OfferBadge item={item} />
        </div>
        <AppLink to={item.url} className={classes.title}>
          {item.title}
        </AppLink>
        <p className={classes.meta}>{`${item.year} · ${item.supplier}`}</p>
        <ul className={classes.features}>
          {item.features.map((feature) => (
            <li key={feature.title}>
              {`${feature.title}: `}
              <b>{feature.value}</b>
            </li>
          ))}
        </ul>
      </div>
      <div className={classes.footer}>
        <div className={classes.prices}>
          <p className={classes.price} data-testid="card-price">
            {formatRoubles(item.price)}
          </p>
          {/* The line's place is kept when there is no figure: cards of a row stay even. */}
          <p className={classes.monthly} data-testid="card-monthly">
            {item.monthly_payment === null ? '\u00a0' : formatMonthlyPayment(item.monthly_payment)}
          </p>
        </div>
        <div className={classes.toggles}>
          <SavedListIcons productId={item.id} />
        </div>
      </div>
    </article>
  );
});
