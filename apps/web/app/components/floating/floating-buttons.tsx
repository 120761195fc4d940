import { ActionIcon, Affix, Anchor, Modal, Stack, Text, Tooltip, Transition } from '@mantine/core';
import { useDisclosure, useViewportSize, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp, IconHeadset, IconMessage2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeedbackForm } from '../forms/feedback-form';

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
        size="lg"
      >
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            Опишите, что на сайте или в личном кабинете работает не так, — специалисты ответят на почту в
            рабочее время. Телефон поддержки: <Anchor href="tel:88000000001">8 800 000-00-01</Anchor>.
          </Text>
          <FeedbackForm topic="support" compact />
        </Stack>
      </Modal>
    </>
  );
}
