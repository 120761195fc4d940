import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CityButton } from '../geo/city-button';
import { AccountMenu } from './account-menu';
import { CatalogMenu, type TMenu } from './catalog-menu';
import classes from './header.module.css';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { SearchForm } from './search-form';

export const FREE_PHONE = { display: '8 800 000-00-00', href: 'tel:88000000000' };

const TOP_LINKS = [
  { to: '/company/', label: 'О компании' },
  { to: '/client/', label: 'Клиентам' },
  { to: '/providers/partnership/', label: 'Поставщикам' },
  { to: '/providers/agentship/', label: 'Агентам' },
  { to: '/investors/', label: 'Инвесторам' },
  { to: '/company/contacts/', label: 'Контакты' },
];

export function DesktopHeader({ menu, showCatalog = true }: { menu: TMenu; showCatalog?: boolean }) {
  return (
    <Box component="header" data-testid="header-desktop" className={classes.desktop}>
      <Box className={classes.topBar} py={6}>
        <Container>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <CityButton variant="dark" />
              <Group gap="md" visibleFrom="md" wrap="nowrap">
                {TOP_LINKS.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} className={classes.topLink} fz="sm">
                    {link.label}
                  </Anchor>
                ))}
              </Group>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor href={FREE_PHONE.href} className={classes.topLink} fw={600}>
                {FREE_PHONE.display}
              </Anchor>
              <Text fz="xs" c="field.1" visibleFrom="sm">
                бесплатно по России
              </Text>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box className={classes.mainBar} py="sm">
        <Container pos="relative">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" aria-label="Агролизинг — на главную">
              <Logo />
            </Anchor>
            {showCatalog && <CatalogMenu menu={menu} />}
            <SearchForm />
            <HeaderActions />
            <AccountMenu />
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
