import { countRu } from '@agrolease/domain';
import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
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
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="catalogue-sellers">
          Поставщики
        </Title>
        <Anchor component={Link} to="/providers/catalog/" fz="sm">
          Все поставщики
        </Anchor>
      </Group>
      <ul className={classes.sellers}>
        {sellers.map((seller) => (
          <li key={seller.id}>
            <Link to={`/providers/${seller.id}/`} className={classes.seller}>
              {seller.title}
              <span className={classes.sellerCount}>
                {countRu(seller.count, ['товар', 'товара', 'товаров'])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
