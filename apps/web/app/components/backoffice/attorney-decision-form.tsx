import { Alert, Button, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/send-from-action.server';
import { Group, Stack } from '../plain/mantine-markup';

/**
 * The manager's decision on a paper power of attorney (decision 0155): accept it (it is in
 * force from now on) or refuse it with a reason the client reads. A refusal without a reason is
 * stopped here and, again, by the gateway.
 */
export function AttorneyDecisionForm({ id, label }: { id: number; label: string }) {
  const fetcher = useFetcher<ActionResult>();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState('');
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  const send = (decision: 'accepted' | 'refused') => {
    if (decision === 'refused' && !reason.trim()) {
      setMissing('Укажите причину отказа');
      return;
    }
    fetcher.submit({ id: String(id), decision, reason: reason.trim() }, { method: 'post' });
  };
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      {failed && Object.keys(failed.errors).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {failed.message}
        </Alert>
      )}
      <Textarea
        label="Причина отказа"
        description="Клиент увидит её на странице «Мои данные»"
        autosize
        minRows={1}
        maxLength={2000}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setMissing('');
        }}
        error={missing || failed?.errors.reason || failed?.errors.decision}
      />
      <Group gap="sm" wrap="wrap">
        <Button
          color="green"
          leftSection={<IconCheck size={18} />}
          loading={busy && fetcher.formData?.get('decision') === 'accepted'}
          disabled={busy}
          onClick={() => send('accepted')}
          w={{ base: '100%', xs: 'auto' }}
        >
          Принять доверенность
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={18} />}
          loading={busy && fetcher.formData?.get('decision') === 'refused'}
          disabled={busy}
          onClick={() => send('refused')}
          w={{ base: '100%', xs: 'auto' }}
        >
          Отклонить
        </Button>
      </Group>
    </Stack>
  );
}
