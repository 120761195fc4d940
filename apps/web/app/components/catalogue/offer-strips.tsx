import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { formatRoubles } from '@agrolease/domain';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import page from './catalogue-page.module.css';
import classes from './listing-extras.module.css';

interface OfferStripsProps {
  monthly: TCatalogItem[];
  special: TCatalogItem[];
  buyNow: TCatalogItem[];
}

/**
 * The listing's offer blocks (spec 1 §2 "Catalogue pages": monthly, special and buy-now offer
 * products of the section). Each card is a plain link with a lazy picture: the page is rendered
 * on every catalogue request, so nothing here costs more than markup.
 */
export function OfferStrips({ monthly, special, buyNow }: OfferStripsProps) {
  const blocks = [
    { key: 'monthly', title: 'Предложения месяца', items: monthly },
    { key: 'special', title: 'Спецпредложения', items: special },
    { key: 'buy-now', title: 'Купить сейчас', items: buyNow },
  ].filter((block) => block.items.length > 0);
  if (blocks.length === 0) return null;
  return (
    <div className={`${plain.stack} ${page.strips}`}>
      {blocks.map((block) => (
        <section key={block.key} aria-labelledby={`offers-${block.key}`} data-testid={`offers-${block.key}`}>
          <div className={`${plain.group} ${page.sectionHead}`}>
            <h2 className={`${plain.h2} ${page.sectionTitle}`} id={`offers-${block.key}`}>
              {block.title}
            </h2>
            <AppLink to="/specialoffers/" className={`mantine-focus-auto ${plain.anchor} ${plain.sm}`}>
              Все предложения
            </AppLink>
          </div>
          <div className={classes.strip}>
            {block.items.map((item) => (
              <AppLink key={item.id} to={item.url} className={classes.offer}>
                <img src={item.image} alt="" className={classes.offerImage} loading="lazy" decoding="async" />
                <span className={classes.offerBody}>
                  <span className={classes.offerTitle}>{item.title}</span>
                  <span className={classes.offerMeta}>
                    {item.year} · {item.supplier}
                  </span>
                  <span className={classes.offerPrice}>{formatRoubles(item.price)}</span>
                </span>
              </AppLink>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
