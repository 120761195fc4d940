import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { formatRoubles } from '@agrolease/domain';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SavedListToggles } from '../saved-lists/saved-list-buttons';
import classes from './catalogue.module.css';

export function OfferBadge({
  item,
}: {
  item: Pick<TCatalogItem, 'isMonthlyOffer' | 'isSpecialOffer' | 'isBuyNow'>;
}) {
  if (item.isMonthlyOffer)
    return (
      <Badge color="red" variant="light" size="sm">
        Предложение месяца
      </Badge>
    );
  if (item.isSpecialOffer)
    return (
      <Badge color="yellow" variant="light" size="sm">
        Спецпредложение
      </Badge>
    );
  if (item.isBuyNow)
    return (
      <Badge color="blue" variant="light" size="sm">
        Купить сейчас
      </Badge>
    );
  return null;
}

/** A product in a grid: picture, title, key characteristics, price, favourite and compare toggles. */
export function ProductCard({ item }: { item: TCatalogItem }) {
  return (
    <Card withBorder padding="md" className={classes.card} data-testid="product-card">
      <Card.Section component={Link} to={item.url} tabIndex={-1} aria-hidden>
        <Image src={item.image} alt="" className={classes.cardImage} loading="lazy" />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap={6} mih={22}>
          <OfferBadge item={item} />
        </Group>
        <Anchor
          component={Link}
          to={item.url}
          fw={600}
          c="dark.8"
          lineClamp={2}
          className={classes.cardTitle}
        >
          {item.title}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {item.year} · {item.supplier}
        </Text>
        <Stack gap={2}>
          {item.features.map((feature) => (
            <Text key={feature.title} fz="xs" c="gray.7" lineClamp={1}>
              {feature.title}: <b>{feature.value}</b>
            </Text>
          ))}
        </Stack>
      </Stack>
      <Group justify="space-between" align="center" mt="md" wrap="nowrap">
        <Text fw={800} fz="lg" c="field.8" data-testid="card-price">
          {formatRoubles(item.price)}
        </Text>
        <Group gap={2} wrap="nowrap">
          <SavedListToggles productId={item.id} />
        </Group>
      </Group>
    </Card>
  );
}
