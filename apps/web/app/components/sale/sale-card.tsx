import type { TSaleCard } from '@agrolease/contracts/sale';
import { formatRoubles, markdownPercent, saleWearText } from '@agrolease/domain';
import { PlaceLine } from '../listing/place-line';
import looks from '../plain/looks.module.css';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import { FavSaleIcon } from './fav-sale-icon';
import classes from './sale.module.css';

const CONDITION_COLORS = {
  excellent: looks.badgeTeal,
  good: looks.badgeField,
  fair: looks.badgeYellow,
  repair: looks.badgeRed,
} as const;

/** The lot's condition as Mantine's light Badge (size sm) in plain markup. */
export function ConditionBadge({ lot }: { lot: Pick<TSaleCard, 'condition' | 'condition_title'> }) {
  return (
    <div className={`${plain.badge} ${CONDITION_COLORS[lot.condition]}`}>
      <span className={plain.badgeLabel}>{lot.condition_title}</span>
    </div>
  );
}

/** A lot in a grid: the whole card is its link (plain elements in Mantine Card's look, decision 0134). */
export function SaleCard({ lot }: { lot: TSaleCard }) {
  const wear = saleWearText(lot);
  const markdown = markdownPercent(lot.price, lot.old_price);
  return (
    <AppLink to={lot.url} className={`${plain.card} ${classes.card}`} data-testid="sale-card">
      <div className={`${plain.cardSection} ${classes.cardSection}`}>
        <img src={lot.image} alt="" className={`${plain.image} ${classes.cardImage}`} loading="lazy" />
        <div className={classes.heart}>
          <FavSaleIcon id={lot.id} />
        </div>
        {markdown !== null && (
          <div className={`${plain.badge} ${looks.badgeFilledRed} ${classes.markdown}`}>
            <span className={plain.badgeLabel}>−{markdown}%</span>
          </div>
        )}
      </div>
      <div className={`${plain.group} ${classes.cardMeta}`}>
        <ConditionBadge lot={lot} />
        <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>
          {lot.year} г.
          {wear ? ` · ${wear}` : ''}
        </p>
      </div>
      <p className={`${plain.text} ${plain.clamp2} ${classes.cardTitle}`}>{lot.title}</p>
      <PlaceLine city={lot.city} region={lot.region} variant="card" mt={4} />
      <div className={classes.cardPrices}>
        {lot.old_price !== null && (
          <p className={`${plain.text} ${plain.xs} ${plain.dimmed} ${classes.oldPrice}`}>
            {formatRoubles(lot.old_price)}
          </p>
        )}
        <p className={`${plain.text} ${plain.lg} ${classes.price}`} data-testid="sale-card-price">
          {formatRoubles(lot.price)}
        </p>
      </div>
    </AppLink>
  );
}

export function SaleGrid({ lots }: { lots: readonly TSaleCard[] }) {
  return (
    <div className={`${looks.simpleGrid} ${classes.grid}`}>
      {lots.map((lot) => (
        <SaleCard key={lot.id} lot={lot} />
      ))}
    </div>
  );
}
