import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * LEASE ESTIMATE SLOT — the calculator stream puts its lease-estimate component here
 * (it fetches CalcOnProduct itself). Until then the card links to the calculator with
 * the product and the chosen price level.
 */
export function LeaseEstimateSlot({
  productId,
  priceId,
  price,
}: {
  productId: number;
  priceId: number;
  price: number;
}) {
  return (
    <Card withBorder padding="lg" data-slot="lease-estimate" data-product={productId} data-price={price}>
      <Stack gap="xs">
        <Title order={3} fz="md">
          Расчёт лизинга
        </Title>
        <Text fz="sm" c="dimmed">
          Рассчитайте ежемесячный платёж, аванс и срок для этой техники.
        </Text>
        <Button
          component={Link}
          to={`/calculator/?id_product=${productId}&id_price=${priceId}`}
          variant="light"
          leftSection={<IconCalculator size={18} />}
        >
          Рассчитать платёж
        </Button>
      </Stack>
    </Card>
  );
}
