import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form } from 'react-router';

/** Catalogue search from the header: a GET form to the catalogue (results come with the catalogue). */
export function SearchForm({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Form method="get" action="/catalog/" role="search" style={{ flex: 1 }}>
      <TextInput
        name="q"
        type="search"
        aria-label="Поиск по каталогу"
        placeholder="Поиск техники: трактор, комбайн, модель…"
        leftSection={<IconSearch size={16} aria-hidden />}
        autoFocus={autoFocus}
        radius="md"
      />
    </Form>
  );
}
