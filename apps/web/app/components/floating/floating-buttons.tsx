import { ActionIcon, Transition } from '@mantine/core';
import { useDisclosure, useViewportSize, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp, IconHeadset, IconMessage2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { deferred, useHydrated, useOnceTrue } from '../deferred/deferred';
import { Hint } from '../deferred/hint';
import classes from './floating.module.css';

/** The support form (with its validation schema) is fetched when the dialog first opens. */
const SupportDialog = deferred(() => import('./support-dialog').then((module) => module.SupportDialog));

/** Scroll-to-top shows after scrolling beyond two screen heights (spec 1 §9). */
export function shouldShowScrollTop(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY > 2 * viewportHeight;
}

export function FloatingButtons() {
  const [scroll, scrollTo] = useWindowScroll();
  const { height } = useViewportSize();
  const [supportOpened, support] = useDisclosure(false);
  const supportWanted = useOnceTrue(supportOpened);
  // Disabled until the page is live, as the chat launcher: a click before then would be lost.
  const hydrated = useHydrated();
  return (
    <>
      <div className={classes.dock} data-floating>
        <Transition transition="slide-up" mounted={shouldShowScrollTop(scroll.y, height)}>
          {(styles) => (
            <Hint label="Наверх" position="left" withArrow>
              <ActionIcon
                style={styles}
                size={48}
                radius="xl"
                variant="default"
                aria-label="Наверх"
                onClick={() => scrollTo({ y: 0 })}
              >
                <IconArrowUp size={22} />
              </ActionIcon>
            </Hint>
          )}
        </Transition>
        <Hint label="Оставить отзыв" position="left" withArrow>
          <ActionIcon
            component={Link}
            to="/client/services/feedback/"
            size={48}
            radius="xl"
            aria-label="Оставить отзыв"
          >
            <IconMessage2 size={22} />
          </ActionIcon>
        </Hint>
        <Hint label="Обращение в службу технической поддержки" position="left" withArrow>
          <ActionIcon
            size={48}
            radius="xl"
            variant="light"
            aria-label="Обращение в службу технической поддержки"
            disabled={!hydrated}
            onClick={support.open}
          >
            <IconHeadset size={22} />
          </ActionIcon>
        </Hint>
      </div>
      {supportWanted && <SupportDialog opened={supportOpened} onClose={support.close} />}
    </>
  );
}
