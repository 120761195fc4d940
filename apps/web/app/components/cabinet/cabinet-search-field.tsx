import { IconSearch } from '@tabler/icons-react';
import { Form, useSearchParams } from 'react-router';
import controls from '../header/controls.module.css';
import classes from './cabinet.module.css';

/**
 * The cabinet's search box: a plain GET form to /cabinet/v2/client/search, on every client page.
 * Plain elements drawn like Mantine's TextInput with an ActionIcon (decision 0119): as those
 * components it cost about a tenth of a light cabinet page's render (decision 0191).
 */
export function CabinetSearchField() {
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/cabinet/v2/client/search" role="search" aria-label="Поиск по кабинету">
      <div className={controls.field}>
        <input
          className={`${controls.input} ${classes.searchInput}`}
          name="query"
          type="text"
          defaultValue={params.get('query') ?? ''}
          placeholder="Поиск: заявка, договор, документ"
          aria-label="Поиск по кабинету"
          minLength={2}
          required
        />
        <button
          type="submit"
          className={`mantine-focus-auto mantine-active ${controls.unstyled} ${controls.icon} ${classes.searchButton}`}
          aria-label="Найти"
        >
          <IconSearch size={18} />
        </button>
      </div>
    </Form>
  );
}
