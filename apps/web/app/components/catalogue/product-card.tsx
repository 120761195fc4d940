import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { formatRoubles } from '@agrolease/domain';
import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { SavedListToggles } from '../saved-lists/saved-list-buttons';
import classes from './product-card.module.css';

export function OfferBadge({
  item,
}: {
  item: Pick<TCatalogItem, 'isMonthlyOffer' | 'isSpecialOffer' | 'isBuyNow'>;
}) {
  if (item.isMonthlyOffer)
    return (
      <Badge color="red" variant="light" size="sm">
        Предложение месяца
      </Badge>
    );
  if (item.isSpecialOffer)
    return (
      <Badge color="yellow" c="dark.7" variant="light" size="sm">
        Спецпредложение
      </Badge>
    );
  if (item.isBuyNow)
    return (
      <Badge color="blue" variant="light" size="sm">
        Купить сейчас
      </Badge>
    );
  return null;
}

/**
 * A product in a grid: picture, title, key characteristics, price, favourite and compare
 * toggles. Plain markup styled by its CSS module: a listing renders 25 of them per page, and
 * the cost of a page's render is mostly per component (decision 0074).
 */
export function ProductCard({ item }: { item: TCatalogItem }) {
  return (
    <article className={classes.card} data-testid="product-card">
      <Link to={item.url} tabIndex={-1} aria-hidden className={classes.picture}>
        <img src={item.image} alt="" loading="lazy" />
      </Link>
      <div className={classes.body}>
        <div className={classes.badges}>
          <OfferBadge item={item} />
        </div>
        <Link to={item.url} className={classes.title}>
          {item.title}
        </Link>
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
        <p className={classes.price} data-testid="card-price">
          {formatRoubles(item.price)}
        </p>
        <div className={classes.toggles}>
          <SavedListToggles productId={item.id} />
        </div>
      </div>
    </article>
  );
}
