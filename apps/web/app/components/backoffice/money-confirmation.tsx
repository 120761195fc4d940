import { formatRoubles } from '@agrolease/domain';
import { Modal } from '@mantine/core';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Group, Paper, Stack, Text } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';

/** What the manager confirms: the act, the object it is done to, and the money it moves. */
export interface MoneyAction {
  /** «Одобрить заявку с условиями». */
  action: string;
  /** «Заявка З-2026/0012 · ООО «КФХ Рассвет»». */
  object: string;
  /** Roubles; null when the form holds no sum that can be read. */
  sum: number | null;
  /** What the sum is («Сумма финансирования»). */
  sumLabel?: string;
  /** The confirming button's text; «Подтвердить» by default. */
  confirm?: string;
}

/** A form field's number as typed: spaces and a comma allowed; null when it is not a number. */
export function typedSum(form: HTMLFormElement, name: string): number | null {
  const raw = String(new FormData(form).get(name) ?? '')
    .replace(/[\s\u00a0₽]/g, '')
    .replace(',', '.');
  const value = raw === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * Money-moving back-office forms ask first (decision 0155): the submit, once the form's own
 * checks pass, opens a dialog naming the act, the object and the sum; only «Подтвердить» sends
 * the form. `checked` is the form's own onSubmit (useCheckedSubmit), run before the dialog.
 */
export function useMoneyConfirmation(
  describe: (form: HTMLFormElement) => MoneyAction,
  checked?: (event: FormEvent<HTMLFormElement>) => void,
): { onSubmit: (event: FormEvent<HTMLFormElement>) => void; dialog: ReactNode } {
  const confirmed = useRef(false);
  const [pending, setPending] = useState<{
    form: HTMLFormElement;
    submitter: HTMLElement | null;
    what: MoneyAction;
  } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      checked?.(event);
      return;
    }
    checked?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    setPending({ form, submitter: (event.nativeEvent as SubmitEvent).submitter, what: describe(form) });
  };

  const send = () => {
    if (!pending) return;
    setPending(null);
    confirmed.current = true;
    pending.form.requestSubmit(pending.submitter ?? undefined);
  };

  const what = pending?.what;
  const dialog = (
    <Modal opened={Boolean(pending)} onClose={() => setPending(null)} title="Подтвердите действие" centered>
      {what && (
        <Stack gap="md" data-testid="money-confirmation">
          <Text fw={600}>{what.action}</Text>
          <Paper withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Text fz="xs" c="dimmed">
                Объект
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{what.object}</Text>
              <Text fz="xs" c="dimmed" mt={4}>
                {what.sumLabel ?? 'Сумма'}
              </Text>
              <Text fw={700} fz="xl" data-testid="money-confirmation-sum">
                {what.sum === null ? 'не указана' : formatRoubles(what.sum)}
              </Text>
            </Stack>
          </Paper>
          <Text fz="sm" c="dimmed">
            Проверьте объект и сумму: после подтверждения действие будет выполнено.
          </Text>
          <Group justify="flex-end" gap="sm">
            <PlainButton variant="default" onClick={() => setPending(null)}>
              Отмена
            </PlainButton>
            <PlainButton onClick={send}>{what.confirm ?? 'Подтвердить'}</PlainButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
  return { onSubmit, dialog };
}
