import { countRu } from '@agrolease/domain';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import page from './catalogue-page.module.css';
import classes from './listing-extras.module.css';

export interface CatalogueSeller {
  id: number;
  title: string;
  count: number;
}

/** Suppliers of the section with their product counts (CatalogV2 `sellers`), each to its page. */
export function SellersBlock({ sellers }: { sellers: CatalogueSeller[] }) {
  if (sellers.length === 0) return null;
  return (
    <section aria-labelledby="catalogue-sellers" data-testid="catalogue-sellers">
      <div className={`${plain.group} ${page.sectionHead}`}>
        <h2 className={`${plain.h2} ${page.sectionTitle}`} id="catalogue-sellers">
          Поставщики
        </h2>
        <AppLink to="/providers/catalog/" className={`mantine-focus-auto ${plain.anchor} ${plain.sm}`}>
          Все поставщики
        </AppLink>
      </div>
      <ul className={classes.sellers}>
        {sellers.map((seller) => (
          <li key={seller.id}>
            <AppLink to={`/providers/${seller.id}/`} className={classes.seller}>
              {seller.title}
              <span className={classes.sellerCount}>
                {countRu(seller.count, ['товар', 'товара', 'товаров'])}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
