import type { catalogue, TCallReply } from '@agrolease/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { deferred } from '../deferred/deferred';
import controls from './controls.module.css';
import classes from './header.module.css';

export type Suggestions = TCallReply<typeof catalogue.catalogSearchSuggestions>;

/** The suggestions list (Mantine's layout) is fetched when the first suggestions arrive. */
const SearchSuggestions = deferred(() =>
  import('./search-suggestions').then((module) => module.SearchSuggestions),
);

/** Debounce of the live suggestions (the spec's search debounce, spec 1 §9). */
const SUGGEST_DEBOUNCE_MS = 300;
const SUGGEST_MIN_LENGTH = 2;

/**
 * Catalogue search from the header: suggestions while typing (a browser call to
 * /srv/CatalogSearchSuggestions), dropped under the field by CSS, and a GET form to the
 * catalogue on submit. The field is a plain input (decision 0119).
 */
export function SearchForm() {
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');
  const [focused, setFocused] = useState(false);
  const [debounced] = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const field = useRef<HTMLInputElement>(null);

  // The bar is hydrated after its chunk has arrived (decision 0133): a visitor may have focused
  // the field and typed before it was live. Take up what is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field goes live.
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    if (input.value !== value) setValue(input.value);
    if (document.activeElement === input) setFocused(true);
  }, []);

  useEffect(() => {
    if (debounced.length < SUGGEST_MIN_LENGTH) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    fetch(`/srv/CatalogSearchSuggestions?query=${encodeURIComponent(debounced)}`, {
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
      .then((reply) => setSuggestions(reply))
      .catch(() => {});
    return () => controller.abort();
  }, [debounced]);

  const opened = focused && value.trim().length >= SUGGEST_MIN_LENGTH && !!suggestions;
  const close = () => setFocused(false);

  return (
    <Form method="get" action="/catalog/" role="search" className={classes.searchForm} onSubmit={close}>
      <div className={controls.field}>
        <span className={controls.fieldIcon}>
          <IconSearch size={16} aria-hidden />
        </span>
        <input
          ref={field}
          className={controls.input}
          name="q"
          type="search"
          aria-label="Поиск по каталогу"
          placeholder="Поиск техники: трактор, комбайн, модель…"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onFocus={() => {
            setFocused(true);
            // The list's code arrives while the visitor types.
            void import('./search-suggestions');
          }}
          onBlur={() => setTimeout(close, 150)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        {opened && suggestions && <SearchSuggestions suggestions={suggestions} onClose={close} />}
      </div>
    </Form>
  );
}
