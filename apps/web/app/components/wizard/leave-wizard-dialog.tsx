import { Button, Text as MantineText, Modal } from '@mantine/core';
import { Group } from '../plain/mantine-markup';
import type { LeavingQuestion } from './use-wizard';

/**
 * Asks before a link inside the site leaves a wizard with typing not saved yet (decision 0130):
 * «Остаться» keeps the page and everything typed, «Уйти» follows the link. Closing the dialog
 * stays, as the safer answer.
 */
export function LeaveWizardDialog({ leaving }: { leaving: LeavingQuestion }) {
  return (
    <Modal opened={leaving.to !== null} onClose={leaving.stay} title="Уйти со страницы?" centered>
      <MantineText size="sm" mb="lg">
        Введённые данные не сохранены и пропадут, если уйти сейчас.
      </MantineText>
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={leaving.leave}>
          Уйти
        </Button>
        <Button data-autofocus onClick={leaving.stay}>
          Остаться
        </Button>
      </Group>
    </Modal>
  );
}
