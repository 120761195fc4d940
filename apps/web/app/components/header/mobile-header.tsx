import { ActionIcon, Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { deferred, useOnceTrue } from '../deferred/deferred';
import type { TMenu } from './catalog-menu';
import { FREE_PHONE } from './desktop-header';
import classes from './header.module.css';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { SearchForm } from './search-form';

/** The menu drawer's code is fetched when the burger is first pressed. */
const MobileMenu = deferred(() => import('./mobile-menu').then((module) => module.MobileMenu));

export function MobileHeader({ menu, showCatalog = true }: { menu: TMenu; showCatalog?: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const menuWanted = useOnceTrue(opened);
  return (
    <Box component="header" data-testid="header-mobile" className={classes.mobile}>
      <Box className={classes.mainBar} py={8}>
        <Container px="sm">
          {/* One search field: in the bar, or on a row of its own below 550 px (by CSS). */}
          <div className={classes.mobileBar}>
            <Anchor component={Link} to="/" underline="never" aria-label="Агролизинг — на главную">
              <Logo />
            </Anchor>
            <div className={classes.mobileSearch}>
              <SearchForm />
            </div>
            <Group gap={0} wrap="nowrap" className={classes.mobileTools}>
              <HeaderActions compact />
              <ActionIcon
                component="a"
                href={FREE_PHONE.href}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Позвонить"
              >
                <IconPhone size={20} />
              </ActionIcon>
              <Burger
                opened={opened}
                onClick={toggle}
                aria-label={opened ? 'Закрыть меню' : 'Открыть меню'}
                size="sm"
              />
            </Group>
          </div>
        </Container>
      </Box>
      {menuWanted && <MobileMenu menu={menu} showCatalog={showCatalog} opened={opened} onClose={close} />}
    </Box>
  );
}
