import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form, useSearchParams } from 'react-router';

/** The cabinet's search box: a plain GET form to /cabinet/v2/client/search. */
export function CabinetSearchField() {
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/cabinet/v2/client/search" role="search" aria-label="Поиск по кабинету">
      <TextInput
        name="query"
        defaultValue={params.get('query') ?? ''}
        placeholder="Поиск: заявка, договор, документ"
        aria-label="Поиск по кабинету"
        minLength={2}
        required
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Найти">
            <IconSearch size={18} />
          </ActionIcon>
        }
      />
    </Form>
  );
}
