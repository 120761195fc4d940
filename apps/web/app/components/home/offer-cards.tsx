import type { TProductCard } from '@agrolease/contracts/reference';
import { formatRoubles } from '@agrolease/domain';
import { Badge, Card, Image, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './home.module.css';

export function OfferCards({ offers }: { offers: TProductCard[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {offers.map((offer) => (
        <Card key={offer.id} component={Link} to={offer.url} withBorder padding="md" className={classes.tile}>
          <Card.Section>
            <Image src={offer.image} alt="" className={classes.tileImage} loading="lazy" />
          </Card.Section>
          <Badge variant="light" color="yellow" c="dark.7" mt="sm" size="sm">
            Спецпредложение
          </Badge>
          <Text fw={600} mt={6} c="dark.8" lineClamp={2}>
            {offer.title}
          </Text>
          <Text fz="xs" c="dimmed" mt={2}>
            {offer.category} · {offer.supplier}
          </Text>
          <Text fw={800} fz="lg" mt="sm" c="field.8">
            {formatRoubles(offer.price)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
