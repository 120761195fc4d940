import type { reference, TCallReply } from '@agrolease/contracts';
import { formatNumberRu } from '@agrolease/domain';
import { Anchor, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useClickOutside, useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconCategory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import classes from './header.module.css';
import { categoryHref, visibleCategories } from './visible-categories';

export type TMenu = TCallReply<typeof reference.getCategories>;

/**
 * The desktop mega-menu: every non-empty category with its subcategories, and the used-property
 * sale. It drops under the header's bar (positioned by CSS against the bar's container, not by a
 * floating-element library); a click outside or Escape closes it.
 */
export function CatalogMenu({ menu }: { menu: TMenu }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  useClickOutside(close, null, [button, dropdown]);
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });
  const categories = visibleCategories(menu.categories);
  return (
    <>
      <Button
        ref={setButton}
        leftSection={<IconCategory size={18} aria-hidden />}
        onClick={toggle}
        aria-expanded={opened}
      >
        Каталог техники
      </Button>
      {opened && (
        <Paper ref={setDropdown} className={classes.megaMenu} shadow="lg" p="lg" withBorder>
          <nav aria-label="Каталог техники">
            <SimpleGrid cols={4} spacing="lg" verticalSpacing="lg">
              {categories.map((category) => (
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
            {menu.sale_categories.length > 0 && (
              <>
                <Divider my="md" label="Продажа имущества" labelPosition="left" />
                <Group gap="lg" className={classes.menuColumn}>
                  {menu.sale_categories.map((category) => (
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
            <Text fz="xs" c="dimmed" mt="md">
              Все категории — в разделе{' '}
              <Anchor component={Link} to="/catalog/" fz="xs" onClick={close}>
                «Каталог техники»
              </Anchor>
            </Text>
          </nav>
        </Paper>
      )}
    </>
  );
}
