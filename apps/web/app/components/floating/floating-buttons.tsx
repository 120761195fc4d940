import { ActionIcon, Affix, Anchor, Modal, Stack, Text, Tooltip, Transition } from '@mantine/core';
import { useDisclosure, useViewportSize, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp, IconHeadset, IconMessage2 } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Scroll-to-top shows after scrolling beyond two screen heights (spec 1 §9). */
export function shouldShowScrollTop(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY > 2 * viewportHeight;
}

export function FloatingButtons() {
  const [scroll, scrollTo] = useWindowScroll();
  const { height } = useViewportSize();
  const [supportOpened, support] = useDisclosure(false);
  return (
    <>
      <Affix position={{ bottom: 96, right: 20 }} zIndex={150}>
        <Stack gap="xs" align="center">
          <Transition transition="slide-up" mounted={shouldShowScrollTop(scroll.y, height)}>
            {(styles) => (
              <Tooltip label="Наверх" position="left" withArrow>
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
              </Tooltip>
            )}
          </Transition>
          <Tooltip label="Оставить отзыв" position="left" withArrow>
            <ActionIcon
              component={Link}
              to="/client/services/feedback/"
              size={48}
              radius="xl"
              aria-label="Оставить отзыв"
            >
              <IconMessage2 size={22} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Обращение в службу технической поддержки" position="left" withArrow>
            <ActionIcon
              size={48}
              radius="xl"
              variant="light"
              aria-label="Обращение в службу технической поддержки"
              onClick={support.open}
            >
              <IconHeadset size={22} />
            </ActionIcon>
          </Tooltip>
        </Stack>
      </Affix>
      <Modal
        opened={supportOpened}
        onClose={support.close}
        title="Обращение в службу технической поддержки"
        centered
      >
        <Stack gap="sm">
          <Text fz="sm">
            Если что-то на сайте или в личном кабинете работает не так, опишите проблему — специалисты ответят
            в рабочее время.
          </Text>
          <Text fz="sm">
            Телефон: <Anchor href="tel:88000000000">8 800 000-00-00</Anchor> (бесплатно, пн–пт 9:00–18:00 МСК)
          </Text>
          <Text fz="sm">
            Электронная почта: <Anchor href="mailto:support@agrolease.local">support@agrolease.local</Anchor>
          </Text>
          <Anchor
            component={Link}
            to="/client/services/feedback/?topic=support"
            onClick={support.close}
            fw={600}
          >
            Написать обращение
          </Anchor>
        </Stack>
      </Modal>
    </>
  );
}
