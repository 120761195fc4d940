import type { TCalcOnProduct } from '@agrolease/contracts/calculator';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from './money';

/**
 * "В лизинг от … ₽/мес." for a product page: the CalcOnProduct reply of that product
 * (load it with loadProductLeaseEstimate from product-lease-estimate.server.ts).
 */
export function ProductLeaseEstimate({ estimate }: { estimate: TCalcOnProduct }) {
  const figures = [
    {
      label: 'Аванс',
      value: `${formatMoney(estimate.advance, { kopecks: false })} (${estimate.advance_percent} %)`,
    },
    { label: 'Срок', value: `${estimate.term} мес.` },
    { label: 'Ставка', value: `${estimate.rate.toLocaleString('ru-RU')} % годовых` },
    { label: 'Экономия на налогах', value: formatMoney(estimate.tax_savings.total, { kopecks: false }) },
  ];
  return (
    <Paper withBorder p="lg" bg="field.0" data-testid="product-lease-estimate">
      <Stack gap="sm">
        <div>
          <Text fz="sm" c="dimmed">
            В лизинг
          </Text>
          <Text fz={28} fw={800} c="field.8" lh={1.2}>
            от {formatMoney(estimate.monthly_payment, { kopecks: false })}/мес.
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          {figures.map((figure) => (
            <div key={figure.label}>
              <Text fz="xs" c="dimmed">
                {figure.label}
              </Text>
              <Text fz="sm" fw={600}>
                {figure.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group>
          <Button
            component={Link}
            to={estimate.calculator_url}
            variant="light"
            leftSection={<IconCalculator size={18} />}
          >
            Рассчитать свои условия
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
