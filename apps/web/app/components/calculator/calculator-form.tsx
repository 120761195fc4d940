import type { TProgramme } from '@agrolease/contracts/calculator';
import { formatRoubles } from '@agrolease/domain';
import {
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrated } from '../deferred/deferred';
import classes from './calculator.module.css';
import type { CalculatorBounds, CalculatorState } from './calculator-state';
import { MONTH_SHORT } from './money';

export interface CalculatorOptions {
  categories: { guid: string; title: string }[];
  programmes: TProgramme[];
  priceLimits: { min: number; max: number };
  coefLimits: { min: number; max: number };
}

const PRICE_SLIDER = { min: 100_000, max: 100_000_000, step: 100_000 };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600} component="div">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function RangeCaption({ min, max }: { min: string; max: string }) {
  return (
    <Group justify="space-between" mt={-2}>
      <Text fz="xs" c="dimmed">
        {min}
      </Text>
      <Text fz="xs" c="dimmed">
        {max}
      </Text>
    </Group>
  );
}

/** The calculator's controls; every change goes straight to the state (the figures follow). */
export function CalculatorForm({
  state,
  bounds,
  options,
  onChange,
}: {
  state: CalculatorState;
  bounds: CalculatorBounds;
  options: CalculatorOptions;
  onChange: (patch: Partial<CalculatorState>) => void;
}) {
  const advanceRoubles = Math.round((state.price * state.advance) / 100);
  const hydrated = useHydrated();
  return (
    <Stack gap="lg">
      {/* The browser's own select (the phone's picker, no combobox code to load: decision 0081),
          enabled once the page is live: a choice made before would be reset by hydration. */}
      <NativeSelect
        disabled={!hydrated}
        label="Категория техники"
        data={[
          { value: '', label: 'Любая техника' },
          ...options.categories.map((category) => ({ value: category.guid, label: category.title })),
        ]}
        value={state.guid_category ?? ''}
        onChange={(event) => onChange({ guid_category: event.currentTarget.value || null })}
      />

      <Field label="Стоимость техники с НДС">
        <NumberInput
          aria-label="Стоимость техники, ₽"
          value={state.price}
          onChange={(value) => typeof value === 'number' && value > 0 && onChange({ price: value })}
          min={options.priceLimits.min}
          max={options.priceLimits.max}
          step={100_000}
          thousandSeparator=" "
          suffix=" ₽"
          allowNegative={false}
          decimalScale={2}
          clampBehavior="blur"
        />
        <Slider
          thumbLabel="Стоимость техники"
          className={classes.slider}
          value={Math.min(Math.max(state.price, PRICE_SLIDER.min), PRICE_SLIDER.max)}
          onChange={(value) => onChange({ price: value })}
          {...PRICE_SLIDER}
          label={null}
        />
        <RangeCaption min="100 тыс. ₽" max="100 млн ₽" />
      </Field>

      <Field label="Аванс">
        <Group gap="sm" wrap="nowrap" align="center">
          <NumberInput
            aria-label="Аванс, %"
            value={state.advance}
            onChange={(value) => typeof value === 'number' && onChange({ advance: value })}
            min={bounds.min_advance}
            max={bounds.max_advance}
            suffix=" %"
            allowNegative={false}
            decimalScale={1}
            clampBehavior="strict"
            w={110}
          />
          <Text fz="sm" c="dimmed">
            {formatRoubles(advanceRoubles)}
          </Text>
        </Group>
        <Slider
          thumbLabel="Аванс"
          className={classes.slider}
          value={state.advance}
          onChange={(value) => onChange({ advance: value })}
          min={bounds.min_advance}
          max={bounds.max_advance}
          step={1}
          label={(value) => `${value} %`}
        />
        <RangeCaption min={`${bounds.min_advance} %`} max={`${bounds.max_advance} %`} />
      </Field>

      <Field label="Срок лизинга">
        <NumberInput
          aria-label="Срок лизинга, мес."
          value={state.term}
          onChange={(value) => typeof value === 'number' && onChange({ term: value })}
          min={bounds.min_term}
          max={bounds.max_term}
          suffix=" мес."
          allowNegative={false}
          allowDecimal={false}
          clampBehavior="strict"
          w={130}
        />
        <Slider
          thumbLabel="Срок лизинга"
          className={classes.slider}
          value={state.term}
          onChange={(value) => onChange({ term: value })}
          min={bounds.min_term}
          max={bounds.max_term}
          step={1}
          label={(value) => `${value} мес.`}
        />
        <RangeCaption min={`${bounds.min_term} мес.`} max={`${bounds.max_term} мес.`} />
      </Field>

      <Field label="График платежей">
        <SegmentedControl
          fullWidth
          classNames={{ label: classes.segmentLabel }}
          value={state.repayment_code}
          onChange={(value) => onChange({ repayment_code: value as CalculatorState['repayment_code'] })}
          data={[
            { value: '1', label: 'Аннуитетный' },
            { value: '2', label: 'Регрессивный' },
            { value: '9', label: 'Сезонный' },
          ]}
        />
        {state.repayment_code === '1' && (
          <Text fz="xs" c="dimmed">
            Равные платежи каждый месяц.
          </Text>
        )}
        {state.repayment_code === '2' && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fz="xs" c="dimmed">
                Каждый платёж — доля платежа годом ранее
              </Text>
              <Text fz="sm" fw={600}>
                {state.RegressionCoef.toLocaleString('ru-RU')}
              </Text>
            </Group>
            <Slider
              thumbLabel="Коэффициент регрессии"
              className={classes.slider}
              value={state.RegressionCoef}
              onChange={(value) => onChange({ RegressionCoef: value })}
              min={options.coefLimits.min}
              max={options.coefLimits.max}
              step={0.05}
              label={(value) => value.toLocaleString('ru-RU')}
            />
          </Stack>
        )}
        {state.repayment_code === '9' && (
          <Stack gap={6}>
            <Text fz="xs" c="dimmed">
              Платежи только в выбранные месяцы — например, после уборки урожая.
            </Text>
            <Checkbox.Group
              value={state.months.map(String)}
              onChange={(values) =>
                values.length > 0 && onChange({ months: values.map(Number).sort((a, b) => a - b) })
              }
              aria-label="Месяцы платежей"
            >
              <SimpleGrid cols={{ base: 4, xs: 6 }} spacing={6} verticalSpacing={6}>
                {MONTH_SHORT.map((title, index) => (
                  <Checkbox key={title} value={String(index + 1)} label={title} size="sm" />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Stack>
        )}
      </Field>

      <Stack gap="xs">
        <Switch
          label="Господдержка (льготная ставка)"
          checked={state.state_support}
          onChange={(event) => onChange({ state_support: event.currentTarget.checked })}
        />
        {state.state_support && (
          <NativeSelect
            aria-label="Программа господдержки"
            data={options.programmes.map((programme) => ({ value: programme.id, label: programme.title }))}
            value={state.id_programme ?? ''}
            onChange={(event) =>
              event.currentTarget.value && onChange({ id_programme: event.currentTarget.value })
            }
            description={
              options.programmes.find((programme) => programme.id === state.id_programme)?.description
            }
          />
        )}
      </Stack>
    </Stack>
  );
}
