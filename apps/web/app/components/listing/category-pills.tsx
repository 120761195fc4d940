import { formatNumberRu } from '@agrolease/domain';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** A listing's categories as a row of pills with counts, "Все" first; the current one filled. */
export function CategoryPills({
  label,
  allHref,
  current,
  items,
}: {
  label: string;
  allHref: string;
  current: string | null;
  items: { uri: string; title: string; count: number; href: string }[];
}) {
  return (
    <Group gap="xs" aria-label={label} component="nav">
      <Button component={Link} to={allHref} size="xs" radius="xl" variant={current ? 'default' : 'filled'}>
        Все
      </Button>
      {items.map((item) => (
        <Button
          key={item.uri}
          component={Link}
          to={item.href}
          size="xs"
          radius="xl"
          variant={item.uri === current ? 'filled' : 'default'}
        >
          {item.title} · {formatNumberRu(item.count)}
        </Button>
      ))}
    </Group>
  );
}
