import { PRICE_LEVELS_MAX } from '@agrolease/domain';
import { ActionIcon, Button, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Group } from '../plain/mantine-markup';

/** A price level as the form edits it: `id` is the saved level's, null for one the supplier adds. */
export interface PriceLevelDraft {
  id: number | null;
  title: string;
  value: string;
}

/**
 * The fields `prices[n][title|value|id]` of a machine's card, as the gateway's price levels input
 * reads them (decision 0086): the levels the supplier edits, adds and removes, at most PRICE_LEVELS_MAX.
 */
export function PriceLevelRows({
  initial,
  errors,
}: {
  initial: PriceLevelDraft[];
  errors: Record<string, string> | undefined;
}) {
  const [rows, setRows] = useState(() => initial.map((level, key) => ({ ...level, key })));
  const [nextKey, setNextKey] = useState(100);
  return (
    <>
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="wrap" data-testid="price-level-row">
          {row.id !== null && <input type="hidden" name={`prices[${index}][id]`} value={row.id} />}
          <TextInput
            name={`prices[${index}][title]`}
            label={`Комплектация ${index + 1}`}
            value={row.title}
            maxLength={120}
            required
            onChange={(event) => {
              const title = event.currentTarget.value;
              setRows((all) => all.map((one) => (one.key === row.key ? { ...one, title } : one)));
            }}
            error={errors?.[`prices[${index}][title]`]}
            style={{ flex: '2 1 200px', minWidth: 0 }}
          />
          <TextInput
            name={`prices[${index}][value]`}
            label={`Цена ${index + 1}, ₽`}
            value={row.value}
            inputMode="numeric"
            required
            onChange={(event) => {
              const value = event.currentTarget.value;
              setRows((all) => all.map((one) => (one.key === row.key ? { ...one, value } : one)));
            }}
            error={errors?.[`prices[${index}][value]`]}
            style={{ flex: '1 1 140px', minWidth: 0 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={{ base: 0, xs: 26 }}
            aria-label={`Удалить комплектацию ${index + 1}`}
            disabled={rows.length <= 1}
            onClick={() => setRows((all) => all.filter((one) => one.key !== row.key))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {rows.length < PRICE_LEVELS_MAX && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            setRows((all) => [...all, { key: nextKey, id: null, title: '', value: '' }]);
            setNextKey((key) => key + 1);
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          Добавить комплектацию
        </Button>
      )}
    </>
  );
}

/** The levels a posted form holds, keyed by their place, for the gateway's price levels input. */
export function readPriceLevels(
  form: FormData,
): Record<string, { id: string; title: string; value: string }> {
  const prices: Record<string, { id: string; title: string; value: string }> = {};
  for (let index = 0; index < PRICE_LEVELS_MAX + 1; index++) {
    if (!form.has(`prices[${index}][title]`)) continue;
    prices[String(index)] = {
      id: String(form.get(`prices[${index}][id]`) ?? ''),
      title: String(form.get(`prices[${index}][title]`) ?? ''),
      value: String(form.get(`prices[${index}][value]`) ?? ''),
    };
  }
  return prices;
}
