import { countRu } from '@agrolease/domain';
import { Card, Image, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './home.module.css';

interface Tile {
  id: number;
  title: string;
  uri: string;
  count: number;
  image: string;
}

export function CategoryTiles({ categories }: { categories: Tile[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
      {categories.map((category) => (
        <Card
          key={category.id}
          component={Link}
          to={`/catalog/${category.uri}/`}
          withBorder
          padding="sm"
          className={classes.tile}
        >
          <Card.Section>
            <Image src={category.image} alt="" className={classes.tileImage} loading="lazy" />
          </Card.Section>
          <Text fw={700} mt="sm" c="dark.8">
            {category.title}
          </Text>
          <Text fz="sm" c="dimmed">
            {countRu(category.count, ['модель', 'модели', 'моделей'])}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
