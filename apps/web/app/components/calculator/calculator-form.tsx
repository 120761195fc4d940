import type { TProgramme } from '@agrolease/contracts/calculator';
import { formatDecimalRu, formatRoubles } from '@agrolease/domain';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { useHydrated } from '../deferred/deferred';
import { NumberField } from '../number-field/number-field';
import { NativeSelect } from '../plain/native-select';
import plain from '../plain/plain.module.css';
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

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={`${plain.stack} ${classes.field}`}>
      <div className={`${plain.text} ${plain.sm} ${classes.label}`}>{label}</div>
      {children}
    </div>
  );
}

function RangeCaption({ min, max }: { min: string; max: string }) {
  return (
    <div className={`${plain.group} ${classes.caption}`}>
      <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>{min}</p>
      <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>{max}</p>
    </div>
  );
}

/**
 * A number of the calculation typed in a field (Mantine's NumberInput before, decision 0136):
 * the text is the field's own while it is typed; a number within the bounds goes to the state
 * at once (above the upper bound: the upper bound), and leaving the field puts back the state's
 * number, brought within the bounds when `clampOnBlur`.
 */
function AmountField({
  value,
  min,
  max,
  step,
  onChange,
  clampOnBlur,
  ...field
}: {
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** any positive number is taken while typing, brought within the bounds on leaving (the price) */
  clampOnBlur?: boolean;
  'aria-label': string;
  suffix: string;
  separator?: string;
  decimals: number;
  className?: string;
}) {
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The state changed elsewhere (a slider, a category's bounds): show its number.
    setShownValue(value);
    if (Number(text) !== value) setText(String(value));
  }
  const take = (next: number) => {
    setShownValue(next);
    onChange(next);
  };
  return (
    <NumberField
      {...field}
      value={text}
      onChange={(typed) => {
        const number = Number(typed);
        if (typed === '' || typed.endsWith('.') || Number.isNaN(number)) return setText(typed);
        if (clampOnBlur) {
          setText(typed);
          if (number > 0) take(number);
        } else if (number > max) {
          setText(String(max));
          take(max);
        } else {
          setText(typed);
          if (number >= min) take(number);
        }
      }}
      onBlur={() => {
        const next = clampOnBlur ? clamp(value, min, max) : value;
        setText(String(next));
        if (next !== value) take(next);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const next = clamp(value + (event.key === 'ArrowUp' ? step : -step), min, max);
        setText(String(next));
        take(next);
      }}
    />
  );
}

/**
 * Mantine's Slider as the browser's own range (decision 0136): its track, filled bar and thumb
 * drawn by calculator.module.css; the keyboard, the pointer and the screen reader's slider role
 * are the browser's.
 */
function Range({
  label,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  const filled = max > min ? (clamp(value, min, max) - min) / (max - min) : 0;
  return (
    <input
      type="range"
      aria-label={label}
      className={classes.slider}
      style={{ '--filled': filled } as CSSProperties}
      value={value}
      min={min}
      max={max}
      step={step}
      onChange={(event) => onChange(Number(Number(event.currentTarget.value).toFixed(2)))}
    />
  );
}

const SCHEDULES = [
  { value: '1', label: 'Аннуитетный' },
  { value: '2', label: 'Регрессивный' },
  { value: '9', label: 'Сезонный' },
] as const;

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
  const schedule = useId();
  return (
    <div className={`${plain.stack} ${classes.form}`}>
      {/* The browser's own select (the phone's picker, no combobox code to load: decision 0081),
          enabled once the page is live: a choice made before would be reset by hydration. */}
      <NativeSelect
        disabled={!hydrated}
        label="Категория техники"
        options={[
          { value: '', label: 'Любая техника' },
          ...options.categories.map((category) => ({ value: category.guid, label: category.title })),
        ]}
        value={state.guid_category ?? ''}
        onChange={(value) => onChange({ guid_category: value || null })}
      />

      <Field label="Стоимость техники с НДС">
        <AmountField
          aria-label="Стоимость техники, ₽"
          value={state.price}
          onChange={(price) => onChange({ price })}
          min={options.priceLimits.min}
          max={options.priceLimits.max}
          step={100_000}
          separator=" "
          suffix=" ₽"
          decimals={2}
          clampOnBlur
        />
        <Range
          label="Стоимость техники"
          value={clamp(state.price, PRICE_SLIDER.min, PRICE_SLIDER.max)}
          onChange={(price) => onChange({ price })}
          {...PRICE_SLIDER}
        />
        <RangeCaption min="100 тыс. ₽" max="100 млн ₽" />
      </Field>

      <Field label="Аванс">
        <div className={`${plain.group} ${classes.nowrap}`}>
          <AmountField
            aria-label="Аванс, %"
            className={classes.advance}
            value={state.advance}
            onChange={(advance) => onChange({ advance })}
            min={bounds.min_advance}
            max={bounds.max_advance}
            step={1}
            suffix=" %"
            decimals={1}
          />
          <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>{formatRoubles(advanceRoubles)}</p>
        </div>
        <Range
          label="Аванс"
          value={state.advance}
          onChange={(advance) => onChange({ advance })}
          min={bounds.min_advance}
          max={bounds.max_advance}
          step={1}
        />
        <RangeCaption min={`${bounds.min_advance} %`} max={`${bounds.max_advance} %`} />
      </Field>

      <Field label="Срок лизинга">
        <AmountField
          aria-label="Срок лизинга, мес."
          className={classes.term}
          value={state.term}
          onChange={(term) => onChange({ term })}
          min={bounds.min_term}
          max={bounds.max_term}
          step={1}
          suffix=" мес."
          decimals={0}
        />
        <Range
          label="Срок лизинга"
          value={state.term}
          onChange={(term) => onChange({ term })}
          min={bounds.min_term}
          max={bounds.max_term}
          step={1}
        />
        <RangeCaption min={`${bounds.min_term} мес.`} max={`${bounds.max_term} мес.`} />
      </Field>

      <Field label="График платежей">
        {/* Mantine's SegmentedControl as native radios (decision 0136): the arrows move the choice. */}
        <div className={classes.segments} role="radiogroup">
          {SCHEDULES.map((item) => (
            <div key={item.value}>
              <input
                type="radio"
                name={schedule}
                id={`${schedule}-${item.value}`}
                value={item.value}
                checked={state.repayment_code === item.value}
                onChange={() => onChange({ repayment_code: item.value })}
              />
              <label htmlFor={`${schedule}-${item.value}`}>
                <span>{item.label}</span>
              </label>
            </div>
          ))}
        </div>
        {state.repayment_code === '1' && (
          <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>Равные платежи каждый месяц.</p>
        )}
        {state.repayment_code === '2' && (
          <div className={`${plain.stack} ${classes.gap4}`}>
            <div className={`${plain.group} ${classes.between}`}>
              <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>
                Каждый платёж — доля платежа годом ранее
              </p>
              <p className={`${plain.text} ${plain.sm} ${classes.strong}`}>
                {formatDecimalRu(state.RegressionCoef)}
              </p>
            </div>
            <Range
              label="Коэффициент регрессии"
              value={state.RegressionCoef}
              onChange={(RegressionCoef) => onChange({ RegressionCoef })}
              min={options.coefLimits.min}
              max={options.coefLimits.max}
              step={0.05}
            />
          </div>
        )}
        {state.repayment_code === '9' && (
          <div className={`${plain.stack} ${classes.gap6}`}>
            <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>
              Платежи только в выбранные месяцы — например, после уборки урожая.
            </p>
            <fieldset className={classes.months} aria-label="Месяцы платежей">
              {MONTH_SHORT.map((title, index) => {
                const month = index + 1;
                const checked = state.months.includes(month);
                return (
                  <label key={title}>
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => {
                        const months = checked
                          ? state.months.filter((chosen) => chosen !== month)
                          : [...state.months, month].sort((a, b) => a - b);
                        if (months.length > 0) onChange({ months });
                      }}
                    />
                    <span>{title}</span>
                  </label>
                );
              })}
            </fieldset>
          </div>
        )}
      </Field>

      <div className={`${plain.stack} ${classes.gapXs}`}>
        <label className={classes.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={state.state_support}
            aria-checked={state.state_support}
            onChange={(event) => onChange({ state_support: event.currentTarget.checked })}
          />
          <span aria-hidden="true">
            <span />
          </span>
          <span>Господдержка (льготная ставка)</span>
        </label>
        {state.state_support && (
          <NativeSelect
            aria-label="Программа господдержки"
            options={options.programmes.map((programme) => ({ value: programme.id, label: programme.title }))}
            value={state.id_programme ?? ''}
            onChange={(value) => value && onChange({ id_programme: value })}
            description={
              options.programmes.find((programme) => programme.id === state.id_programme)?.description
            }
          />
        )}
      </div>
    </div>
  );
}
