import { formatRoubles } from '@agrolease/domain';
import { Box, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { AppLink } from '../routing/app-link';
import classes from './header.module.css';
import type { Suggestions } from './search-form';

/** The search field's suggestions, dropped under it by CSS: sections, machinery, all results. */
export function SearchSuggestions({
  suggestions,
  onClose: close,
}: {
  suggestions: Suggestions;
  onClose: () => void;
}) {
  const hasResults = suggestions.items.length > 0 || suggestions.categories.length > 0;
  return (
    <Paper p="xs" shadow="md" withBorder className={classes.suggestions} data-testid="search-suggestions">
      {!hasResults && (
        <Text fz="sm" c="dimmed" p="xs">
          Ничего не найдено
        </Text>
      )}
      {suggestions.categories.length > 0 && (
        <Stack gap={2} mb="xs">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600} px="xs">
            Разделы
          </Text>
          {suggestions.categories.map((category) => (
            <UnstyledButton
              key={category.url}
              component={AppLink}
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
      {suggestions.items.length > 0 && (
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600} px="xs">
            Техника
          </Text>
          {suggestions.items.map((item) => (
            <UnstyledButton key={item.id} component={AppLink} to={item.url} onClick={close} px="xs" py={4}>
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
      {hasResults && (
        <UnstyledButton component={AppLink} to={suggestions.searchUrl} onClick={close} px="xs" py={6} mt={4}>
          <Text fz="sm" fw={600} c="field.7">
            Все результаты
          </Text>
        </UnstyledButton>
      )}
    </Paper>
  );
}
