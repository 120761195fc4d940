import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { SimpleGrid } from '@mantine/core';
import { ProductCard } from './product-card';

/** Cards whose pictures load at once: the first row on a phone and most of it on a desktop. */
const EAGER_CARDS = 2;

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
    <SimpleGrid cols={wide ? { base: 1, xs: 2, md: 3, lg: 4 } : { base: 1, xs: 2, lg: 3 }} spacing="md">
      {items.map((item, index) => (
        <ProductCard key={item.id} item={item} first={!lazy && index < EAGER_CARDS} />
      ))}
    </SimpleGrid>
  );
}
