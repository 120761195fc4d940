import { SimpleGrid } from '@mantine/core';
import { DayField } from '../forms/day-field';
import { MoneyInput } from '../forms/money-input';
import { PlainTextInput } from '../plain/plain-text-input';

export const INVOICE_FIELDS = ['number', 'issued', 'due', 'amount', 'delivery'] as const;
export type TInvoiceValues = Record<(typeof INVOICE_FIELDS)[number], string>;

/** An invoice's fields, to add one or to correct it (issue 39, decision 0179). */
export function InvoiceFields({
  values,
  errors,
}: {
  values?: Partial<TInvoiceValues> | null;
  errors: Partial<TInvoiceValues>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <PlainTextInput
        name="number"
        label="Номер накладной"
        required
        maxLength={40}
        defaultValue={values?.number}
        error={errors.number}
      />
      <MoneyInput
        name="amount"
        label="Сумма, ₽"
        required
        defaultValue={values?.amount}
        error={errors.amount}
      />
      <DayField
        name="issued"
        label="Дата накладной"
        required
        defaultValue={values?.issued}
        error={errors.issued}
      />
      <DayField name="due" label="Срок оплаты" required defaultValue={values?.due} error={errors.due} />
      <PlainTextInput
        name="delivery"
        label="Что поставлено"
        maxLength={200}
        defaultValue={values?.delivery}
        error={errors.delivery}
      />
    </SimpleGrid>
  );
}
