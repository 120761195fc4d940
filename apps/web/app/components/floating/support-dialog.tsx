import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { FeedbackForm } from '../forms/feedback-form';

/** The technical-support dialog of the floating buttons: the feedback form with the support topic. */
export function SupportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
  );
}
