import type { sale, TCallReply } from '@agrolease/contracts';
import { formatNumberRu } from '@agrolease/domain';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { canonicalPath } from '../../lib/seo';
import { useHydrated } from '../deferred/deferred';
import { NumberField } from '../number-field/number-field';
import looks from '../plain/looks.module.css';
import { NativeSelect } from '../plain/native-select';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import classes from './sale-filters.module.css';

type Page = TCallReply<typeof sale.saleCatalogV2>;

/** A whole number of the address ('' when absent or not a number). */
function numberOrEmpty(value: string | null): string {
  return value && /^\d+$/.test(value) ? String(Number(value)) : '';
}

/** A year within 1950–2100 once the field is left, as Mantine's NumberInput clamped it. */
function clampYear(value: string): string {
  return value === '' ? '' : String(Math.min(2100, Math.max(1950, Number(value))));
}

/** Only filled filters travel, so the address stays short. */
function Hidden({ name, value }: { name: string; value: string }) {
  return value === '' ? null : <input type="hidden" name={name} value={value} />;
}

/**
 * Region, year and price filters of the sale catalogue; GET form on the current address. Plain
 * controls in Mantine's look (decision 0134): the browser's select, NumberField, plain buttons.
 */
export function SaleFilters({ filterData }: { filterData: Page['filterData'] }) {
  const [params] = useSearchParams();
  // The server may see the path without its trailing slash: name the action explicitly.
  const action = canonicalPath(useLocation().pathname);
  const [opened, setOpened] = useState(false);
  const [region, setRegion] = useState<string | null>(params.get('region'));
  const hydrated = useHydrated();
  const [yearFrom, setYearFrom] = useState(numberOrEmpty(params.get('year_from')));
  const [yearTo, setYearTo] = useState(numberOrEmpty(params.get('year_to')));
  const [priceFrom, setPriceFrom] = useState(numberOrEmpty(params.get('price_from')));
  const [priceTo, setPriceTo] = useState(numberOrEmpty(params.get('price_to')));
  const keep = ['sort', 'by'].filter((name) => params.get(name));

  return (
    <div>
      <button
        type="button"
        className={`mantine-focus-auto mantine-active ${plain.buttonDefault} ${plain.withIcon} ${classes.toggle}`}
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
      >
        <span className={plain.buttonInner}>
          <span className={plain.buttonIcon}>
            <IconAdjustmentsHorizontal size={18} />
          </span>
          <span className={plain.buttonLabel}>Фильтры</span>
        </span>
      </button>
      <Form
        method="get"
        action={action}
        className={classes.panel}
        data-open={opened || undefined}
        aria-label="Фильтры"
      >
        {keep.map((name) => (
          <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} />
        ))}
        <Hidden name="region" value={region ?? ''} />
        <Hidden name="year_from" value={yearFrom} />
        <Hidden name="year_to" value={yearTo} />
        <Hidden name="price_from" value={priceFrom} />
        <Hidden name="price_to" value={priceTo} />
        <div className={`${plain.stack}`}>
          <div>
            <label className={`${looks.label}`} htmlFor="sale-region">
              Регион
            </label>
            <NativeSelect
              id="sale-region"
              disabled={!hydrated}
              options={[
                { value: '', label: 'Все регионы' },
                ...filterData.regions.map((item) => ({
                  value: item.fias_id,
                  label: `${item.title} (${formatNumberRu(item.count)})`,
                })),
              ]}
              value={region ?? ''}
              onChange={(value) => setRegion(value || null)}
            />
          </div>
          <div>
            <p className={`${plain.text} ${plain.sm} ${classes.fieldTitle}`}>Год выпуска</p>
            <div className={classes.pair}>
              <NumberField
                aria-label="Год выпуска от"
                placeholder={`от ${filterData.year.min}`}
                value={yearFrom}
                onChange={setYearFrom}
                onBlur={() => setYearFrom(clampYear)}
                decimals={0}
              />
              <NumberField
                aria-label="Год выпуска до"
                placeholder={`до ${filterData.year.max}`}
                value={yearTo}
                onChange={setYearTo}
                onBlur={() => setYearTo(clampYear)}
                decimals={0}
              />
            </div>
          </div>
          <div>
            <p className={`${plain.text} ${plain.sm} ${classes.fieldTitle}`}>Цена, ₽</p>
            <div className={classes.pair}>
              <NumberField
                aria-label="Цена от"
                placeholder="от"
                value={priceFrom}
                onChange={setPriceFrom}
                separator=" "
                decimals={0}
              />
              <NumberField
                aria-label="Цена до"
                placeholder="до"
                value={priceTo}
                onChange={setPriceTo}
                separator=" "
                decimals={0}
              />
            </div>
          </div>
          <button type="submit" className={`mantine-focus-auto mantine-active ${plain.button}`}>
            <span className={plain.buttonInner}>
              <span className={plain.buttonLabel}>Показать</span>
            </span>
          </button>
          <AppLink
            to={action}
            className={`mantine-focus-auto mantine-active ${plain.button} ${looks.buttonSubtle}`}
          >
            <span className={plain.buttonInner}>
              <span className={plain.buttonLabel}>Сбросить фильтры</span>
            </span>
          </AppLink>
        </div>
      </Form>
    </div>
  );
}
