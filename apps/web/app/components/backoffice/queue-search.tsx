import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Group } from '../plain/mantine-markup';

/**
 * A back-office list's search (issue 39): words of a number, a company or an INN, in the address
 * (`?query=`), with the list's other choices kept (`keep`) and any more filters beside it.
 */
export function QueueSearch({
  query,
  keep = {},
  label,
  placeholder,
  children,
}: {
  query: string;
  keep?: Record<string, string>;
  label: string;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label}>
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <Group align="flex-end" gap="sm">
        {children}
        <TextInput
          name="query"
          label={label}
          placeholder={placeholder}
          defaultValue={query}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 320 }}
        />
        <Button type="submit" w={{ base: '100%', xs: 'auto' }}>
          Найти
        </Button>
      </Group>
    </Form>
  );
}
