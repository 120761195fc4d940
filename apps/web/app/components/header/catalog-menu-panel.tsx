import { formatNumberRu } from '@agrolease/domain';
import { Anchor, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { AppLink } from '../routing/app-link';
import { useCategoryMenu } from './category-menu-data';
import classes from './header.module.css';
import { categoryHref, visibleCategories } from './visible-categories';

/** A category of the menu with its count of machines; a heading names a top-level category. */
function CountedLink({
  to,
  title,
  count,
  onClick,
  heading = false,
}: {
  to: string;
  title: string;
  count: number;
  onClick: () => void;
  heading?: boolean;
}) {
  return (
    <Anchor
      component={AppLink}
      to={to}
      {...(heading ? { fw: 700, c: 'dark.8' } : { fz: 'sm', c: 'dark.5' })}
      onClick={onClick}
    >
      {title}
      <span className={classes.count}>{formatNumberRu(count)}</span>
    </Anchor>
  );
}
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
                  <CountedLink
                    to={categoryHref(category)}
                    title={category.title}
                    count={category.count}
                    onClick={close}
                    heading
                  />
                  {category.children.map((child) => (
                    <CountedLink
                      key={child.id}
                      to={categoryHref(child)}
                      title={child.title}
                      count={child.count}
                      onClick={close}
                    />
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
            {state.menu.sale_categories.length > 0 && (
              <>
                <Divider my="md" label="Продажа имущества" labelPosition="left" />
                <Group gap="lg" className={classes.menuColumn}>
                  {state.menu.sale_categories.map((category) => (
                    <CountedLink
                      key={category.url}
                      to={category.url}
                      title={category.title}
                      count={category.count}
                      onClick={close}
                    />
                  ))}
                </Group>
              </>
            )}
          </>
        )}
        <Text fz="xs" c="dimmed" mt="md">
          Все категории — в разделе{' '}
          <Anchor component={AppLink} to="/catalog/" fz="xs" onClick={close}>
            «Каталог техники»
          </Anchor>
        </Text>
      </nav>
    </Paper>
  );
}
