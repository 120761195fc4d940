import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import looks from '../plain/looks.module.css';
import plain from '../plain/plain.module.css';

const OFFERS = [
  { flag: 'isMonthlyOffer', label: 'Предложение месяца', colour: looks.badgeRed },
  { flag: 'isSpecialOffer', label: 'Спецпредложение', colour: looks.badgeYellowDark },
  { flag: 'isBuyNow', label: 'Купить сейчас', colour: looks.badgeBlue },
] as const;

/** The product's offer, if any, as Mantine's light Badge (size sm) drew it, in plain elements. */
export function OfferBadge({
  item,
}: {
  item: Pick<TCatalogItem, 'isMonthlyOffer' | 'isSpecialOffer' | 'isBuyNow'>;
}) {
  const offer = OFFERS.find(({ flag }) => item[flag]);
  if (!offer) return null;
  return (
    <div className={`${plain.badge} ${offer.colour}`}>
      <span className={plain.badgeLabel}>{offer.label}</span>
    </div>
  );
}
