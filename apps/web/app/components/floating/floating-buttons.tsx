import { useViewportSize, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp, IconHeadset, IconMessage2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { deferred, useHydrated, useOnceTrue } from '../deferred/deferred';
import controls from '../header/controls.module.css';
import { Hint } from '../plain/hint';
import classes from './floating.module.css';

/** The support form (with its validation schema) is fetched when the dialog first opens. */
const SupportDialog = deferred(() => import('./support-dialog').then((module) => module.SupportDialog));

/** Scroll-to-top shows after scrolling beyond two screen heights (spec 1 §9). */
export function shouldShowScrollTop(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY > 2 * viewportHeight;
}

const ROUND = `mantine-focus-auto mantine-active ${controls.round}`;

/**
 * The round buttons over every page, plain elements (decision 0119), inside the dock that
 * site-widgets.tsx renders.
 */
export function FloatingButtons() {
  const [scroll, scrollTo] = useWindowScroll();
  const { height } = useViewportSize();
  const [supportOpened, setSupportOpened] = useState(false);
  const supportWanted = useOnceTrue(supportOpened);
  // Disabled until the page is live, as the chat launcher: a click before then would be lost.
  const hydrated = useHydrated();
  return (
    <>
      {shouldShowScrollTop(scroll.y, height) && (
        <Hint label="Наверх" position="left">
          <button
            type="button"
            className={`${ROUND} ${controls.roundDefault} ${classes.slideUp}`}
            aria-label="Наверх"
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={22} />
          </button>
        </Hint>
      )}
      <Hint label="Оставить отзыв" position="left">
        <Link to="/client/services/feedback/" className={ROUND} aria-label="Оставить отзыв">
          <IconMessage2 size={22} />
        </Link>
      </Hint>
      <Hint label="Обращение в службу технической поддержки" position="left">
        <button
          type="button"
          className={`${ROUND} ${controls.roundLight}`}
          aria-label="Обращение в службу технической поддержки"
          disabled={!hydrated}
          onClick={() => setSupportOpened(true)}
        >
          <IconHeadset size={22} />
        </button>
      </Hint>
      {supportWanted && <SupportDialog opened={supportOpened} onClose={() => setSupportOpened(false)} />}
    </>
  );
}
