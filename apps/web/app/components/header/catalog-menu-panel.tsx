import { formatNumberRu } from '@agrolease/domain';
import { Anchor, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCategoryMenu } from './category-menu-data';
import classes from './header.module.css';
import { categoryHref, visibleCategories } from './visible-categories';

/**
 * The desktop mega-menu's panel: every non-empty category with its subcategories, and the
 * used-property sale, from the category tree fetched when the menu first opens (decision 0119).
 */
export function CatalogMenuPanel({
  button,
  onClose: close,
}: {
  button: HTMLElement | null;
  onClose: () => void;
}) {
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  useClickOutside(close, null, [button, dropdown]);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  const state = useCategoryMenu();
  return (
    <Paper ref={setDropdown} className={classes.megaMenu} shadow="lg" p="lg" withBorder>
      <nav aria-label="Каталог техники" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <Text fz="sm" c="dimmed">
            Загружаем категории…
          </Text>
        )}
        {state.status === 'failed' && (
          <Text fz="sm" c="dimmed">
            Не удалось загрузить категории.
          </Text>
        )}
        {state.status === 'ready' && (
          <>
            <SimpleGrid cols={4} spacing="lg" verticalSpacing="lg">
              {visibleCategories(state.menu.categories).map((category) => (
                <Stack key={category.id} gap={6} className={classes.menuColumn}>
                  <Anchor component={Link} to={categoryHref(category)} fw={700} c="dark.8" onClick={close}>
                    {category.title}
                    <span className={classes.count}>{formatNumberRu(category.count)}</span>
                  </Anchor>
                  {category.children.map((child) => (
                    <Anchor
                      key={child.id}
                      component={Link}
                      to={categoryHref(child)}
                      fz="sm"
                      c="dark.5"
                      onClick={close}
                    >
                      {child.title}
                      <span className={classes.count}>{formatNumberRu(child.count)}</span>
                    </Anchor>
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
            {state.menu.sale_categories.length > 0 && (
              <>
                <Divider my="md" label="Продажа имущества" labelPosition="left" />
                <Group gap="lg" className={classes.menuColumn}>
                  {state.menu.sale_categories.map((category) => (
                    <Anchor
                      key={category.url}
                      component={Link}
                      to={category.url}
                      fz="sm"
                      c="dark.5"
                      onClick={close}
                    >
                      {category.title}
                      <span className={classes.count}>{formatNumberRu(category.count)}</span>
                    </Anchor>
                  ))}
                </Group>
              </>
            )}
          </>
        )}
        <Text fz="xs" c="dimmed" mt="md">
          Все категории — в разделе{' '}
          <Anchor component={Link} to="/catalog/" fz="xs" onClick={close}>
            «Каталог техники»
          </Anchor>
        </Text>
      </nav>
    </Paper>
  );
}
