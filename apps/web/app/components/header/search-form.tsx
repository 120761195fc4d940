import type { catalogue, TCallReply } from '@agrolease/contracts';
import { formatRoubles } from '@agrolease/domain';
import { Box, Group, Image, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import classes from './header.module.css';

type Suggestions = TCallReply<typeof catalogue.catalogSearchSuggestions>;

/** Debounce of the live suggestions (the spec's search debounce, spec 1 §9). */
const SUGGEST_DEBOUNCE_MS = 300;
const SUGGEST_MIN_LENGTH = 2;

/**
 * Catalogue search from the header: suggestions while typing (a browser call to
 * /srv/CatalogSearchSuggestions), dropped under the field by CSS, and a GET form to the
 * catalogue on submit.
 */
export function SearchForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');
  const [focused, setFocused] = useState(false);
  const [debounced] = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);

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

  const hasResults = !!suggestions && (suggestions.items.length > 0 || suggestions.categories.length > 0);
  const opened = focused && value.trim().length >= SUGGEST_MIN_LENGTH && !!suggestions;
  const close = () => setFocused(false);

  return (
    <Form method="get" action="/catalog/" role="search" style={{ flex: 1 }} onSubmit={close}>
      <Box pos="relative">
        <TextInput
          name="q"
          type="search"
          aria-label="Поиск по каталогу"
          placeholder="Поиск техники: трактор, комбайн, модель…"
          leftSection={<IconSearch size={16} aria-hidden />}
          autoFocus={autoFocus}
          autoComplete="off"
          radius="md"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setTimeout(close, 150)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        {opened && (
          <Paper
            p="xs"
            shadow="md"
            withBorder
            className={classes.suggestions}
            data-testid="search-suggestions"
          >
            {!hasResults && (
              <Text fz="sm" c="dimmed" p="xs">
                Ничего не найдено
              </Text>
            )}
            {suggestions && suggestions.categories.length > 0 && (
              <Stack gap={2} mb="xs">
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600} px="xs">
                  Разделы
                </Text>
                {suggestions.categories.map((category) => (
                  <UnstyledButton
                    key={category.url}
                    component={Link}
                    to={category.url}
                    onClick={close}
                    px="xs"
                    py={4}
                  >
                    <Text fz="sm">{category.title}</Text>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
            {suggestions && suggestions.items.length > 0 && (
              <Stack gap={2}>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600} px="xs">
                  Техника
                </Text>
                {suggestions.items.map((item) => (
                  <UnstyledButton key={item.id} component={Link} to={item.url} onClick={close} px="xs" py={4}>
                    <Group gap="sm" wrap="nowrap">
                      <Image src={item.image} alt="" w={40} h={28} fit="contain" />
                      <Box style={{ minWidth: 0 }}>
                        <Text fz="sm" truncate>
                          {item.title}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {formatRoubles(item.price)}
                        </Text>
                      </Box>
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
            {hasResults && suggestions && (
              <UnstyledButton
                component={Link}
                to={suggestions.searchUrl}
                onClick={close}
                px="xs"
                py={6}
                mt={4}
              >
                <Text fz="sm" fw={600} c="field.7">
                  Все результаты
                </Text>
              </UnstyledButton>
            )}
          </Paper>
        )}
      </Box>
    </Form>
  );
}
