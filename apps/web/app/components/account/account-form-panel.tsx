import type { TAccountFormReply } from '@agrolease/contracts/account';
import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountFormLoad, ShownAccountForm } from '../../routes/cabinet/info.server';
import { AccountFormCard } from './account-form-card';

/** Where a section's form is read (routes/cabinet/info-form.ts). */
export const accountFormPath = (form: ShownAccountForm) => `/cabinet/v2/info/form/${form}`;

async function readForm(form: ShownAccountForm): Promise<AccountFormLoad> {
  let response: Response;
  try {
    response = await fetch(accountFormPath(form), { credentials: 'same-origin' });
  } catch {
    return { ok: false, message: 'Нет связи с сервером, попробуйте ещё раз' };
  }
  // The session ended: the address answered with the sign-in page.
  if (response.redirected)
    return { ok: false, message: 'Сессия закончилась: обновите страницу и войдите снова' };
  const body = (await response.json().catch(() => null)) as AccountFormLoad | null;
  return body && typeof body === 'object' && 'ok' in body
    ? body
    : { ok: false, message: 'Форма не загрузилась, попробуйте ещё раз' };
}

interface AccountFormPanelProps {
  form: ShownAccountForm;
  title: string;
  /** The page's data: when it is read again (a wizard step saved), the form is read again too. */
  pageData: unknown;
}

/**
 * A section of the account page's «Данные учётной записи»: its form is read the first time the
 * section opens (decision 0193), and again whenever the page's data is, keeping what was typed
 * (AccountFormCard). Until it arrives the section says it is loading; a failed first read says
 * why and can be tried again; a failed later read leaves the form on screen as it is.
 */
export function AccountFormPanel({ form, title, pageData }: AccountFormPanelProps) {
  const [reply, setReply] = useState<TAccountFormReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Only the newest read counts: an older one that answers later is dropped.
  const reads = useRef(0);
  const read = useCallback(async () => {
    const mine = ++reads.current;
    setFailure(null);
    const loaded = await readForm(form);
    if (mine !== reads.current) return;
    if (loaded.ok) setReply(loaded.reply);
    else setFailure(loaded.message);
  }, [form]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageData is the signal to read again
  useEffect(() => {
    void read();
  }, [read, pageData]);

  if (reply) return <AccountFormCard title={title} reply={reply} />;
  if (failure) {
    return (
      <Alert color="red" variant="light" title="Форма не загрузилась">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{failure}</Text>
          <Button size="xs" variant="default" onClick={() => void read()}>
            Повторить
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text fz="sm" c="dimmed">
          Загружаем форму…
        </Text>
      </Group>
    </Paper>
  );
}
