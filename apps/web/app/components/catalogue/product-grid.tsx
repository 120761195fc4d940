import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { SimpleGrid } from '@mantine/core';
import { ProductCard } from './product-card';

export function ProductGrid({ items, wide = false }: { items: readonly TCatalogItem[]; wide?: boolean }) {
  return (
    <SimpleGrid cols={wide ? { base: 1, xs: 2, md: 3, lg: 4 } : { base: 1, xs: 2, lg: 3 }} spacing="md">
      {items.map((item) => (
        <ProductCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}
