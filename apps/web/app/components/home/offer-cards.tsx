import type { TProductCard } from '@agrolease/contracts/reference';
import { formatRoubles } from '@agrolease/domain';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import classes from './home.module.css';

export function OfferCards({ offers }: { offers: TProductCard[] }) {
  return (
    <div className={classes.offerGrid}>
      {offers.map((offer) => (
        <AppLink key={offer.id} to={offer.url} className={`${plain.card} ${classes.tile}`}>
          <div className={plain.cardSection}>
            <img src={offer.image} alt="" className={`${plain.image} ${classes.tileImage}`} loading="lazy" />
          </div>
          <div className={`${plain.badge} ${classes.offerBadge}`}>
            <span className={plain.badgeLabel}>Спецпредложение</span>
          </div>
          <p className={`${plain.text} ${plain.clamp2} ${classes.offerTitle}`}>{offer.title}</p>
          <p className={`${plain.text} ${plain.xs} ${plain.dimmed} ${classes.offerMeta}`}>
            {offer.category} · {offer.supplier}
          </p>
          <p className={`${plain.text} ${plain.lg} ${classes.offerPrice}`}>{formatRoubles(offer.price)}</p>
        </AppLink>
      ))}
    </div>
  );
}
