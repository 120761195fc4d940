import type { TSaleCard } from '@agrolease/contracts/sale';
import { formatRoubles, markdownPercent, saleWearText } from '@agrolease/domain';
import { Badge, Box, Card, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PlaceLine } from '../listing/place-line';
import { FavSaleButton } from './fav-sale-button';
import classes from './sale.module.css';

const CONDITION_COLORS = { excellent: 'teal', good: 'field', fair: 'yellow', repair: 'red' } as const;

export function ConditionBadge({ lot }: { lot: Pick<TSaleCard, 'condition' | 'condition_title'> }) {
  return (
    <Badge variant="light" color={CONDITION_COLORS[lot.condition]} size="sm">
      {lot.condition_title}
    </Badge>
  );
}

export function SaleCard({ lot }: { lot: TSaleCard }) {
  const wear = saleWearText(lot);
  const markdown = markdownPercent(lot.price, lot.old_price);
  return (
    <Card
      component={Link}
      to={lot.url}
      withBorder
      padding="md"
      className={classes.card}
      data-testid="sale-card"
    >
      <Card.Section pos="relative">
        <Image src={lot.image} alt="" className={classes.cardImage} loading="lazy" />
        <Box className={classes.heart}>
          <FavSaleButton id={lot.id} />
        </Box>
        {markdown !== null && (
          <Badge color="red" pos="absolute" top={12} left={12}>
            −{markdown}%
          </Badge>
        )}
      </Card.Section>
      <Group gap={6} mt="sm">
        <ConditionBadge lot={lot} />
        <Text fz="xs" c="dimmed">
          {lot.year} г.
          {wear ? ` · ${wear}` : ''}
        </Text>
      </Group>
      <Text fw={600} mt={6} lineClamp={2}>
        {lot.title}
      </Text>
      <PlaceLine city={lot.city} region={lot.region} variant="card" mt={4} />
      <Box mt="auto" pt="sm">
        {lot.old_price !== null && (
          <Text fz="xs" c="dimmed" td="line-through">
            {formatRoubles(lot.old_price)}
          </Text>
        )}
        <Text fw={800} fz="lg" c="field.8" data-testid="sale-card-price">
          {formatRoubles(lot.price)}
        </Text>
      </Box>
    </Card>
  );
}

export function SaleGrid({ lots }: { lots: readonly TSaleCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {lots.map((lot) => (
        <SaleCard key={lot.id} lot={lot} />
      ))}
    </SimpleGrid>
  );
}
