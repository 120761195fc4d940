import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import looks from '../plain/looks.module.css';
import { ProductCard } from './product-card';
import classes from './product-grid.module.css';

/** Cards whose pictures load at once: the first row on a phone and most of it on a desktop. */
const EAGER_CARDS = 2;

/** Mantine SimpleGrid's look in a plain grid: 1 column, 2 from xs, 3 from lg (wide: 3 from md, 4 from lg). */
export function ProductGrid({
  items,
  wide = false,
  lazy = false,
}: {
  items: readonly TCatalogItem[];
  wide?: boolean;
  /** Below the fold (similar or viewed products): every picture loads when scrolled to. */
  lazy?: boolean;
}) {
  return (
    <div className={`${looks.simpleGrid} ${classes.grid} ${wide ? classes.wide : ''}`}>
      {items.map((item, index) => (
        <ProductCard key={item.id} item={item} first={!lazy && index < EAGER_CARDS} />
      ))}
    </div>
  );
}
