import { SimpleGrid } from '@mantine/core';
import { EntityTeaser, type Teaser } from '../content/entity-teaser';

export function NewsTeaser({ news }: { news: (Teaser & { id: number })[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {news.map((item) => (
        <EntityTeaser key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}
