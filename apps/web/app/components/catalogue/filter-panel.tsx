import type { TFilterField } from '@agrolease/contracts/catalogue';
import {
  type FilterDefinition,
  type FilterFormValue,
  formatNumberRu,
  toFilterParams,
} from '@agrolease/domain';
import { Button, Checkbox, MultiSelect, Switch } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NumberField } from '../number-field/number-field';
import { PlainButton } from '../plain/plain-button';
import { filterStateFromSearch, toQueryString, withFilters } from './catalogue-url';
import classes from './filter-panel.module.css';

/** A choice list longer than this is a searchable list instead of ticks. */
const LONG_LIST = 12;

/** The drawer applies a typed range once typing pauses this long. */
const RANGE_PAUSE_MS = 600;

/** A choice's title with the number of products it would leave. */
function Counted({ title, count }: { title: string; count: number | undefined }) {
  return (
    <span className={classes.counted}>
      <span>{title}</span>
      <span className={classes.count}>{count === undefined ? undefined : formatNumberRu(count)}</span>
    </span>
  );
}

function definitionsOf(fields: readonly TFilterField[]): FilterDefinition[] {
  return fields.map((field) => ({
    field: field.field,
    title: field.title,
    unit: field.unit,
    kind: field.type,
  }));
}

/**
 * The filter panel: ranges (from/to, one bound is enough), select options and flags, each
 * with the number of products it would leave. Options and flags apply at once; ranges apply
 * with the button. The address carries the state (catalog[filter][…]). In the phone's drawer
 * (`show`) the button is «Показать N»: ticks, and ranges a moment after typing stops, update
 * the list behind the drawer and so N; the drawer stays open until that button closes it
 * (issues 16, 39).
 */
export function FilterPanel({
  fields,
  show,
}: {
  fields: readonly TFilterField[];
  /** The drawer's «Показать N»: how many products the list has now, and what closes the drawer. */
  show?: { count: number; loading: boolean; onShow: () => void };
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<Record<string, FilterFormValue>>(() =>
    filterStateFromSearch(new URLSearchParams(location.search)),
  );
  useEffect(() => {
    setState(filterStateFromSearch(new URLSearchParams(location.search)));
  }, [location.search]);

  // Marks the panel interactive once hydrated (journeys wait for it before clicking).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const rangeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(rangeTimer.current), []);

  const apply = (next: Record<string, FilterFormValue>, close = false) => {
    clearTimeout(rangeTimer.current);
    const params = toFilterParams(next, definitionsOf(fields));
    // the address at the moment of the change, not of the last render
    const current = new URLSearchParams(window.location.search);
    navigate(`${location.pathname}${toQueryString(withFilters(current, params))}`, {
      preventScrollReset: true,
    });
    if (close) show?.onShow();
  };
  const set = (field: string, value: FilterFormValue, immediately = false) => {
    const next = { ...state, [field]: value };
    setState(next);
    if (immediately) apply(next);
  };
  const setRange = (field: string, value: FilterFormValue) => {
    set(field, value);
    if (!show) return;
    clearTimeout(rangeTimer.current);
    rangeTimer.current = setTimeout(() => apply({ ...state, [field]: value }), RANGE_PAUSE_MS);
  };

  return (
    <form
      className={classes.panel}
      onSubmit={(event) => {
        event.preventDefault();
        apply(state, true);
      }}
      aria-label="Фильтры"
      data-ready={ready || undefined}
    >
      <h2 className={classes.heading}>Фильтры</h2>
      {fields.map((field) => {
        const unit = field.unit ? `, ${field.unit}` : '';
        if (field.type === 'range') {
          // Years are never grouped: «от 2024», not «от 2 024».
          const isYear = field.field === 'year' || /^год/i.test(field.title);
          const bound = (value: number | undefined) =>
            isYear ? String(value ?? 0) : formatNumberRu(value ?? 0);
          const separator = isYear ? undefined : ' ';
          const value = state[field.field];
          const range = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
          return (
            <fieldset key={field.field} className={classes.field}>
              <legend className={classes.legend}>
                {field.title}
                {unit}
              </legend>
              <div className={classes.range}>
                <NumberField
                  aria-label={`${field.title} от`}
                  placeholder={`от ${bound(field.min)}`}
                  value={String(range.from ?? '')}
                  separator={separator}
                  onChange={(from) => setRange(field.field, { ...range, from: from === '' ? null : from })}
                />
                <NumberField
                  aria-label={`${field.title} до`}
                  placeholder={`до ${bound(field.max)}`}
                  value={String(range.to ?? '')}
                  separator={separator}
                  onChange={(to) => setRange(field.field, { ...range, to: to === '' ? null : to })}
                />
              </div>
            </fieldset>
          );
        }
        if (field.type === 'select') {
          const value = state[field.field];
          const chosen = (
            Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
          ) as string[];
          const options = field.options ?? [];
          if (options.length > LONG_LIST) {
            // Eighty regions do not fit as ticks: a searchable list with the same counts (issue 39).
            return (
              <MultiSelect
                key={field.field}
                label={field.title}
                placeholder={chosen.length > 0 ? undefined : 'Любой'}
                data={options.map((option) => ({
                  value: option.value,
                  label: `${option.title} (${formatNumberRu(option.count)})`,
                  disabled: option.count === 0 && !chosen.includes(option.value),
                }))}
                value={chosen}
                onChange={(values) => set(field.field, values, true)}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage="Ничего не найдено"
                comboboxProps={{ withinPortal: true }}
                classNames={{ label: classes.legend }}
              />
            );
          }
          return (
            <fieldset key={field.field} className={classes.field}>
              <legend className={classes.legend}>{field.title}</legend>
              {options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={<Counted title={option.title} count={option.count} />}
                  checked={chosen.includes(option.value)}
                  disabled={option.count === 0 && !chosen.includes(option.value)}
                  onChange={(event) =>
                    set(
                      field.field,
                      event.currentTarget.checked
                        ? [...chosen, option.value]
                        : chosen.filter((item) => item !== option.value),
                      true,
                    )
                  }
                />
              ))}
            </fieldset>
          );
        }
        const checked = state[field.field] === '1' || state[field.field] === true;
        return (
          <Switch
            key={field.field}
            label={<Counted title={field.title} count={field.count} />}
            checked={checked}
            disabled={!checked && field.count === 0}
            onChange={(event) => set(field.field, event.currentTarget.checked ? '1' : undefined, true)}
          />
        );
      })}
      <div className={classes.actions} data-sticky={show ? true : undefined}>
        {show ? (
          <Button type="submit" loading={show.loading}>
            Показать {formatNumberRu(show.count)}
          </Button>
        ) : (
          <PlainButton type="submit">Применить</PlainButton>
        )}
        <PlainButton variant="default" onClick={() => apply({})}>
          Сбросить
        </PlainButton>
      </div>
    </form>
  );
}
