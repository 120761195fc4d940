import { Menu } from '@mantine/core';
import { useViewportSize, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp, IconHeadset, IconMessage2, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { deferred, useHydrated, useOnceTrue } from '../deferred/deferred';
import controls from '../header/controls.module.css';
import { AppLink } from '../routing/app-link';
import classes from './floating.module.css';

/** The support form (with its validation schema) is fetched when the dialog first opens. */
const SupportDialog = deferred(() => import('./support-dialog').then((module) => module.SupportDialog));

/** Scroll-to-top is offered after scrolling beyond two screen heights (spec 1 §9). */
export function shouldShowScrollTop(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY > 2 * viewportHeight;
}

const ICON = { size: 20, stroke: 1.8 };

/**
 * The one round button over every public page (issue 39: three of them covered prices, tabs
 * and the cards' icons), inside the dock that site-widgets.tsx renders. It opens its choices:
 * the chat (where the page has it), feedback, technical support and, far down a page, «Наверх».
 * On a phone (up to 698 px, where the phone's header bar shows) the dock is hidden: wherever it
 * stood it passed over text mid-scroll, so the same button sits in the header bar (`inBar`,
 * mobile-header.tsx), docked among the bar's tools, and covers nothing (decision 0185).
 */
export function FloatingButtons({ onChat, inBar = false }: { onChat?: () => void; inBar?: boolean }) {
  const [scroll, scrollTo] = useWindowScroll();
  const { height } = useViewportSize();
  const [supportOpened, setSupportOpened] = useState(false);
  const supportWanted = useOnceTrue(supportOpened);
  // Disabled until the page is live: a click before then would be lost.
  const hydrated = useHydrated();
  return (
    <>
      <Menu position={inBar ? 'bottom-end' : 'top-end'} offset={8} shadow="lg" radius="md" width={290}>
        <Menu.Target>
          <button
            type="button"
            className={`mantine-focus-auto mantine-active ${inBar ? controls.icon : `${controls.round} ${classes.chatButton}`}`}
            aria-label="Связаться с нами"
            disabled={!hydrated}
          >
            <IconMessages size={inBar ? 20 : 26} />
          </button>
        </Menu.Target>
        <Menu.Dropdown>
          {onChat && (
            <Menu.Item leftSection={<IconMessages {...ICON} />} onClick={onChat}>
              Чат с консультантом
            </Menu.Item>
          )}
          <Menu.Item
            component={AppLink}
            to="/client/services/feedback/"
            leftSection={<IconMessage2 {...ICON} />}
          >
            Оставить отзыв
          </Menu.Item>
          <Menu.Item leftSection={<IconHeadset {...ICON} />} onClick={() => setSupportOpened(true)}>
            Обращение в службу технической поддержки
          </Menu.Item>
          {shouldShowScrollTop(scroll.y, height) && (
            <Menu.Item leftSection={<IconArrowUp {...ICON} />} onClick={() => scrollTo({ y: 0 })}>
              Наверх
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {supportWanted && <SupportDialog opened={supportOpened} onClose={() => setSupportOpened(false)} />}
    </>
  );
}
