import { Alert, Button, SimpleGrid } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/send-from-action.server';
import { DayField } from '../forms/day-field';
import { MoneyInput } from '../forms/money-input';
import { Stack } from '../plain/mantine-markup';
import { PlainTextInput } from '../plain/plain-text-input';

/**
 * A payment the manager records by hand (a payment order seen in the bank, not in a statement):
 * the contract it pays, the payment order's number and day, the sum and the payer's INN. The
 * gateway refuses one that pays no contract of that payer, and one recorded before.
 */
export function IncomingPaymentForm() {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.data?.intent === 'record' ? fetcher.data : undefined;
  const failed = result && !result.ok ? result : undefined;
  // Each payment recorded clears the fields for the next: they are drawn afresh.
  const [recorded, setRecorded] = useState(0);
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) setRecorded((count) => count + 1);
  }, [fetcher.state, result]);
  return (
    <fetcher.Form method="post" aria-label="Внести платёж вручную">
      <input type="hidden" name="intent" value="record" />
      <Stack gap="sm">
        {failed && (
          <Alert color="red" icon={<IconAlertCircle />}>
            {failed.message}
          </Alert>
        )}
        {result?.ok && fetcher.state === 'idle' && (
          <Alert color="field" icon={<IconCircleCheck />}>
            Платёж внесён и зачтён по договору
          </Alert>
        )}
        <SimpleGrid key={recorded} cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <PlainTextInput
            name="contract_name"
            label="Договор"
            placeholder="ДЛ-2026/0412"
            required
            error={failed?.errors.contract_name}
          />
          <PlainTextInput
            name="payer_inn"
            label="ИНН плательщика"
            inputMode="numeric"
            maxLength={12}
            required
            error={failed?.errors.payer_inn}
          />
          <MoneyInput
            name="sum"
            label="Сумма, ₽"
            placeholder="185 000,00"
            decimalScale={2}
            required
            error={failed?.errors.sum}
          />
          <PlainTextInput
            name="number"
            label="№ платёжного поручения"
            maxLength={20}
            required
            error={failed?.errors.number}
          />
          <DayField
            name="date"
            label="Дата платёжного поручения"
            inputMode="numeric"
            required
            error={failed?.errors.date}
          />
          <PlainTextInput
            name="purpose"
            label="Назначение платежа"
            description="Можно не заполнять"
            maxLength={210}
            error={failed?.errors.purpose}
          />
        </SimpleGrid>
        <Button type="submit" loading={fetcher.state !== 'idle'} w={{ base: '100%', xs: 'fit-content' }}>
          Внести платёж
        </Button>
      </Stack>
    </fetcher.Form>
  );
}
