import { formatNumberRu } from '@agrolease/domain';
import { Accordion, Anchor, Drawer, Group, Stack, Text } from '@mantine/core';
import { CityButton } from '../geo/city-button';
import { AppLink } from '../routing/app-link';
import { AccountMenu } from './account-menu';
import { useCategoryMenu } from './category-menu-data';
import { FREE_PHONE } from './free-phone';
import classes from './header.module.css';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { categoryHref, visibleCategories } from './visible-categories';

const DRAWER_LINKS = [
  { to: '/calculator/', label: 'Калькулятор лизинга' },
  { to: '/specialoffers/', label: 'Специальные предложения' },
  { to: '/company/', label: 'О компании' },
  { to: '/client/', label: 'Клиентам' },
  { to: '/providers/partnership/', label: 'Поставщикам' },
  { to: '/providers/agentship/', label: 'Агентам' },
  { to: '/investors/', label: 'Инвесторам' },
  { to: '/company/contacts/', label: 'Контакты' },
];

/** The phone's menu drawer: city, saved lists, account, the catalogue by category and the site's sections. */
export function MobileMenu({
  showCatalog,
  opened,
  onClose: close,
}: {
  showCatalog: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  // The category tree is fetched when the drawer first opens (decision 0119).
  const state = useCategoryMenu();
  const menu = state.status === 'ready' ? state.menu : { categories: [], sale_categories: [] };
  const categories = visibleCategories(menu.categories);
  return (
    <Drawer opened={opened} onClose={close} title={<Logo />} size="100%" padding="md">
      <Stack gap="md">
        <Group justify="space-between">
          <CityButton />
          <HeaderActions />
        </Group>
        <AccountMenu fullWidth onNavigate={close} />
        {showCatalog && (
          <nav aria-label="Каталог техники">
            <Text fw={700} mb={4}>
              Каталог техники
            </Text>
            {state.status !== 'ready' && (
              <Text fz="sm" c="dimmed">
                {state.status === 'loading' ? 'Загружаем категории…' : 'Не удалось загрузить категории.'}{' '}
                <Anchor component={AppLink} to="/catalog/" onClick={close} fz="sm">
                  Весь каталог
                </Anchor>
              </Text>
            )}
            <Accordion variant="separated" chevronPosition="right">
              {categories.map((category) => (
                <Accordion.Item key={category.id} value={String(category.id)}>
                  <Accordion.Control>
                    {category.title}{' '}
                    <Text span c="dimmed" fz="xs">
                      {formatNumberRu(category.count)}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap={8}>
                      <Anchor
                        component={AppLink}
                        to={categoryHref(category)}
                        onClick={close}
                        fw={600}
                        fz="sm"
                      >
                        Все: {category.title.toLowerCase()}
                      </Anchor>
                      {category.children.map((child) => (
                        <Anchor
                          key={child.id}
                          component={AppLink}
                          to={categoryHref(child)}
                          onClick={close}
                          fz="sm"
                          c="dark.6"
                        >
                          {child.title} <span className={classes.count}>{formatNumberRu(child.count)}</span>
                        </Anchor>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            {menu.sale_categories.length > 0 && (
              <Stack gap={6} mt="md">
                <Text fw={700}>Продажа имущества</Text>
                {menu.sale_categories.map((category) => (
                  <Anchor
                    key={category.url}
                    component={AppLink}
                    to={category.url}
                    onClick={close}
                    fz="sm"
                    c="dark.6"
                  >
                    {category.title}
                  </Anchor>
                ))}
              </Stack>
            )}
          </nav>
        )}
        <Stack gap={8}>
          {DRAWER_LINKS.map((link) => (
            <Anchor key={link.to} component={AppLink} to={link.to} onClick={close} c="dark.7">
              {link.label}
            </Anchor>
          ))}
        </Stack>
        <Anchor href={FREE_PHONE.href} fw={700} fz="lg">
          {FREE_PHONE.display}
        </Anchor>
      </Stack>
    </Drawer>
  );
}
