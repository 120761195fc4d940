import type { sale, TCallReply } from '@agrolease/contracts';
import { formatNumberRu } from '@agrolease/domain';
import { Box, Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { canonicalPath } from '../../lib/seo';
import { useHydrated } from '../deferred/deferred';
import classes from './sale-filters.module.css';

type Page = TCallReply<typeof sale.saleCatalogV2>;

function numberOrEmpty(value: string | null): string | number {
  return value && /^\d+$/.test(value) ? Number(value) : '';
}

/** Only filled filters travel, so the address stays short. */
function Hidden({ name, value }: { name: string; value: string | number }) {
  return value === '' ? null : <input type="hidden" name={name} value={value} />;
}

/** Region, year and price filters of the sale catalogue; GET form on the current address. */
export function SaleFilters({ filterData }: { filterData: Page['filterData'] }) {
  const [params] = useSearchParams();
  // The server may see the path without its trailing slash: name the action explicitly.
  const action = canonicalPath(useLocation().pathname);
  const [opened, { toggle }] = useDisclosure(false);
  const [region, setRegion] = useState<string | null>(params.get('region'));
  const hydrated = useHydrated();
  const [yearFrom, setYearFrom] = useState(numberOrEmpty(params.get('year_from')));
  const [yearTo, setYearTo] = useState(numberOrEmpty(params.get('year_to')));
  const [priceFrom, setPriceFrom] = useState(numberOrEmpty(params.get('price_from')));
  const [priceTo, setPriceTo] = useState(numberOrEmpty(params.get('price_to')));
  const keep = ['sort', 'by'].filter((name) => params.get(name));

  return (
    <Box>
      <Button
        hiddenFrom="md"
        variant="default"
        fullWidth
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        onClick={toggle}
        aria-expanded={opened}
        mb="sm"
      >
        Фильтры
      </Button>
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
        <Stack gap="md">
          <NativeSelect
            label="Регион"
            disabled={!hydrated}
            data={[
              { value: '', label: 'Все регионы' },
              ...filterData.regions.map((item) => ({
                value: item.fias_id,
                label: `${item.title} (${formatNumberRu(item.count)})`,
              })),
            ]}
            value={region ?? ''}
            onChange={(event) => setRegion(event.currentTarget.value || null)}
          />
          <div>
            <Text fz="sm" fw={500} mb={4}>
              Год выпуска
            </Text>
            <Group gap="xs" grow>
              <NumberInput
                aria-label="Год выпуска от"
                placeholder={`от ${filterData.year.min}`}
                value={yearFrom}
                onChange={(value) => setYearFrom(value === '' ? '' : Number(value))}
                min={1950}
                max={2100}
                hideControls
                allowDecimal={false}
              />
              <NumberInput
                aria-label="Год выпуска до"
                placeholder={`до ${filterData.year.max}`}
                value={yearTo}
                onChange={(value) => setYearTo(value === '' ? '' : Number(value))}
                min={1950}
                max={2100}
                hideControls
                allowDecimal={false}
              />
            </Group>
          </div>
          <div>
            <Text fz="sm" fw={500} mb={4}>
              Цена, ₽
            </Text>
            <Group gap="xs" grow>
              <NumberInput
                aria-label="Цена от"
                placeholder="от"
                value={priceFrom}
                onChange={(value) => setPriceFrom(value === '' ? '' : Number(value))}
                thousandSeparator=" "
                min={0}
                hideControls
                allowDecimal={false}
                allowNegative={false}
              />
              <NumberInput
                aria-label="Цена до"
                placeholder="до"
                value={priceTo}
                onChange={(value) => setPriceTo(value === '' ? '' : Number(value))}
                thousandSeparator=" "
                min={0}
                hideControls
                allowDecimal={false}
                allowNegative={false}
              />
            </Group>
          </div>
          <Button type="submit">Показать</Button>
          <Button component={Link} to={action} variant="subtle" color="gray">
            Сбросить фильтры
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}
