import type { TFormItem } from '@agrolease/contracts/wizard';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

interface KladrFieldProps {
  item: TFormItem;
  value: string;
  error: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** An address typed as text, with suggestions from GET /srv/AddressSearch (the FIAS reference). */
export function KladrField({ item, value, error, disabled, onChange }: KladrFieldProps) {
  const [debounced] = useDebouncedValue(value, 300);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  useEffect(() => {
    if (debounced.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    fetch(`/srv/AddressSearch?${new URLSearchParams({ query: debounced.trim() })}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : { items: [] }))
      .then((body: { items?: { text: string }[] }) =>
        setSuggestions([...new Set((body.items ?? []).map((entry) => entry.text))].slice(0, 10)),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [debounced]);

  return (
    <Autocomplete
      label={item.title}
      required={item.required}
      value={value}
      onChange={onChange}
      data={suggestions}
      error={error || undefined}
      disabled={disabled}
      placeholder={
        typeof item.props?.placeholder === 'string' ? item.props.placeholder : 'Регион, город, улица, дом'
      }
      autoComplete="off"
      data-field={item.field}
      filter={({ options }) => options}
    />
  );
}
