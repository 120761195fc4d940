import { IconPhone } from '@tabler/icons-react';
import { CityButton } from '../geo/city-button';
import { AppLink } from '../routing/app-link';
import { AccountMenu } from './account-menu';
import { CatalogMenu } from './catalog-menu';
import controls from './controls.module.css';
import { FREE_PHONE } from './free-phone';
import classes from './header.module.css';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { SearchForm } from './search-form';

const TOP_LINKS = [
  { to: '/company/', label: 'О компании' },
  { to: '/client/', label: 'Клиентам' },
  { to: '/providers/partnership/', label: 'Поставщикам' },
  { to: '/providers/agentship/', label: 'Агентам' },
  { to: '/investors/', label: 'Инвесторам' },
  { to: '/company/contacts/', label: 'Контакты' },
];

/**
 * The wide screen's header bars: plain elements with CSS modules (decision 0119), inside the
 * `<header>` that site-header.tsx renders.
 */
export function DesktopHeader({ showCatalog = true }: { showCatalog?: boolean }) {
  return (
    <>
      <div className={classes.topBar}>
        <div className={controls.container}>
          <div className={classes.topRow}>
            <div className={classes.topLeft}>
              <CityButton variant="dark" />
              <div className={classes.topLinks}>
                {TOP_LINKS.map((link) => (
                  <AppLink key={link.to} to={link.to} className={`mantine-focus-auto ${classes.topLink}`}>
                    {link.label}
                  </AppLink>
                ))}
              </div>
            </div>
            <div className={classes.phoneRow}>
              <IconPhone size={16} aria-hidden />
              <a href={FREE_PHONE.href} className={`mantine-focus-auto ${classes.topLink} ${classes.phone}`}>
                {FREE_PHONE.display}
              </a>
              <p className={classes.freeNote}>бесплатно по России</p>
            </div>
          </div>
        </div>
      </div>
      <div className={classes.mainBar}>
        <div className={`${controls.container} ${classes.barContainer}`}>
          <div className={classes.barRow}>
            <AppLink
              to="/"
              className={`mantine-focus-auto ${classes.homeLink}`}
              aria-label="Агролизинг — на главную"
            >
              <Logo />
            </AppLink>
            {showCatalog && <CatalogMenu />}
            <SearchForm />
            <HeaderActions />
            <AccountMenu />
          </div>
        </div>
      </div>
    </>
  );
}
