import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/**
 * Asks before a link inside the site leaves a wizard with typing not saved yet (decision 0130):
 * «Остаться» keeps the page and everything typed, «Уйти» follows the link. Closing the dialog
 * stays, as the safer answer.
 */
export function LeaveWizardDialog({ leaving }: { leaving: Blocker }) {
  const blocked = leaving.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => leaving.reset?.()} title="Уйти со страницы?" centered>
      <Text size="sm" mb="lg">
        Введённые данные не сохранены и пропадут, если уйти сейчас.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={() => leaving.proceed?.()}>
          Уйти
        </Button>
        <Button data-autofocus onClick={() => leaving.reset?.()}>
          Остаться
        </Button>
      </Group>
    </Modal>
  );
}
