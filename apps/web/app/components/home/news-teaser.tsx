import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './home.module.css';

interface NewsItem {
  id: number;
  title: string;
  description: string;
  date: string;
  url: string;
}

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function NewsTeaser({ news }: { news: NewsItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {news.map((item) => (
        <Card key={item.id} component={Link} to={item.url} withBorder padding="lg" className={classes.tile}>
          <Text fz="xs" c="dimmed" tt="uppercase">
            {dateFormat.format(new Date(`${item.date}T00:00:00Z`))}
          </Text>
          <Text fw={700} mt={6} c="dark.8">
            {item.title}
          </Text>
          <Text fz="sm" c="dimmed" mt={6} lineClamp={3}>
            {item.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
