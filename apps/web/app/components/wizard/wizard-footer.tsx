import type { TWizardReply } from '@agrolease/contracts/wizard';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHydrated } from '../deferred/deferred';
import { Group } from '../plain/mantine-markup';
import type { WizardController } from './use-wizard';

interface WizardFooterProps {
  wizard: Pick<WizardController<TWizardReply>, 'reply' | 'pending' | 'open' | 'submit'>;
  /** The forward button's text on the last step ('Отправить', 'Сохранить доверенность'). */
  lastLabel?: string;
  /** The forward button's text before the last step ('Далее'; «Сформировать заявку» before signing). */
  nextLabel?: string;
  /** Both buttons wait (the object is read-only for now, e.g. a document is being prepared). */
  disabled?: boolean;
  /** The server checks what was sent: the forward button says so and waits. */
  busyLabel?: string;
  /** Takes the forward button's place (e.g. «Подписать» on the signing step); false: none (the step signs in its own section). */
  forward?: ReactNode;
}

/** «Назад» and «Далее» under a step of a server-driven wizard (spec 1 §4). */
export function WizardFooter({
  wizard,
  lastLabel = 'Отправить',
  nextLabel = 'Далее',
  disabled = false,
  busyLabel,
  forward,
}: WizardFooterProps) {
  const { step, steps } = wizard.reply.wizard;
  const isLast = step === steps.length;
  // A click on the server's page, before it is live, would be lost.
  const live = useHydrated();
  const locked = disabled || !live;
  return (
    <Group justify="space-between">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        disabled={locked || step === 1 || wizard.pending}
        onClick={() => void wizard.open(step - 1)}
      >
        Назад
      </Button>
      {forward ?? (
        <Button
          rightSection={isLast ? undefined : <IconArrowRight size={16} />}
          loading={wizard.pending && !busyLabel}
          disabled={locked || Boolean(busyLabel)}
          onClick={() => void wizard.submit()}
        >
          {busyLabel ?? (isLast ? lastLabel : nextLabel)}
        </Button>
      )}
    </Group>
  );
}
