import { IconMessages, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { OPEN_CHAT_EVENT } from '../chat/chat-events';
import { isChatVisible } from '../chat/chat-visibility';
import { deferred, useHydrated, useOnceTrue } from '../deferred/deferred';
import { FloatingButtons } from '../floating/floating-buttons';
import { AppLink } from '../routing/app-link';
import controls from './controls.module.css';
import { FREE_PHONE } from './free-phone';
import classes from './header.module.css';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { SearchForm } from './search-form';

/** The menu drawer's code is fetched when the burger is first pressed. */
const MobileMenu = deferred(() => import('./mobile-menu').then((module) => module.MobileMenu));

/**
 * The phone's header bar: plain elements with CSS modules (decision 0119), inside the `<header>`
 * that site-header.tsx renders.
 */
export function MobileHeader({ showCatalog = true }: { showCatalog?: boolean }) {
  const [opened, setOpened] = useState(false);
  const menuWanted = useOnceTrue(opened);
  // Until the bar is live (hydrated after its chunk, decision 0133) a press would be lost:
  // announced as unavailable, looking the same.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The cabinet's chat opens from here on a phone (its round launcher is hidden there, issue 39);
  // the public pages open it from their floating button's menu.
  const chat = pathname.startsWith('/cabinet/') && isChatVisible(pathname);
  // The public pages' one floating button sits here on a phone (decision 0185): as a round button
  // over the page it passed over text mid-scroll; docked in the bar it covers nothing.
  const contact = !/^\/(cabinet|backoffice)(\/|$)/.test(pathname);
  const openChat = () => window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
  return (
    <>
      <div className={classes.mainBar}>
        <div className={`${controls.container} ${controls.containerTight}`}>
          {/* One search field: in the bar, or on a row of its own below 550 px (by CSS). */}
          <div className={classes.mobileBar}>
            <AppLink
              to="/"
              className={`mantine-focus-auto ${classes.homeLink}`}
              aria-label="Агролизинг — на главную"
            >
              <Logo />
            </AppLink>
            <div className={classes.mobileSearch}>
              <SearchForm />
            </div>
            <div className={`${classes.mobileTools} ${chat || contact ? controls.tight : ''}`}>
              <HeaderActions compact />
              {contact && <FloatingButtons inBar onChat={openChat} />}
              {chat && (
                <button
                  type="button"
                  className={`mantine-focus-auto mantine-active ${controls.icon}`}
                  aria-label="Чат с консультантом"
                  disabled={!hydrated}
                  onClick={openChat}
                >
                  <IconMessages size={20} />
                </button>
              )}
              <a
                href={FREE_PHONE.href}
                className={`mantine-focus-auto mantine-active ${controls.icon}`}
                aria-label="Позвонить"
              >
                <IconPhone size={20} />
              </a>
              <button
                type="button"
                className={`mantine-focus-auto ${controls.burger}`}
                aria-expanded={opened}
                aria-disabled={hydrated ? undefined : true}
                aria-label={opened ? 'Закрыть меню' : 'Открыть меню'}
                onClick={() => setOpened((value) => !value)}
              >
                <span className={controls.burgerLines} />
              </button>
            </div>
          </div>
        </div>
      </div>
      {menuWanted && (
        <MobileMenu showCatalog={showCatalog} opened={opened} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
