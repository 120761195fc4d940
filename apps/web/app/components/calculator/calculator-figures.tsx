import type { TCalcResult } from '@agrolease/contracts/calculator';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from './money';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="baseline">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

const percent = (value: number) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(value)}\u00a0%`;

/** The headline figures of a calculation. */
export function CalculatorFigures({ result, seasonal }: { result: TCalcResult; seasonal: boolean }) {
  return (
    <Stack gap={10}>
      <div>
        <Text fz="sm" c="dimmed">
          {result.repayment_code === '2'
            ? 'Первый платёж'
            : seasonal
              ? 'Платёж в сезон'
              : 'Ежемесячный платёж'}
        </Text>
        <Text fz={{ base: 30, sm: 36 }} fw={800} c="field.8" lh={1.15} data-testid="monthly-payment">
          {formatMoney(result.monthly_payment, { kopecks: false })}
        </Text>
      </div>
      <Divider />
      <Row
        label="Аванс"
        value={`${formatMoney(result.advance, { kopecks: false })} (${percent(result.advance_percent)})`}
      />
      <Row label="Сумма финансирования" value={formatMoney(result.financed, { kopecks: false })} />
      <Row
        label="Сумма договора лизинга"
        value={formatMoney(result.total, { kopecks: false })}
        testId="total"
      />
      <Row label="Удорожание" value={formatMoney(result.overpayment, { kopecks: false })} />
      <Row
        label="Ставка"
        value={
          result.rate < result.base_rate
            ? `${percent(result.rate)} вместо ${percent(result.base_rate)}`
            : `${percent(result.rate)} годовых`
        }
        testId="rate"
      />
      <Row label="Эффективная ставка" value={`${percent(result.effective_rate)} годовых`} />
      <Divider label="Налоговая экономия" labelPosition="left" />
      <Row label="Возмещение НДС" value={formatMoney(result.tax_savings.vat, { kopecks: false })} />
      <Row
        label="Экономия на налоге на прибыль"
        value={formatMoney(result.tax_savings.profit_tax, { kopecks: false })}
      />
      <Row label="Всего" value={formatMoney(result.tax_savings.total, { kopecks: false })} />
    </Stack>
  );
}
