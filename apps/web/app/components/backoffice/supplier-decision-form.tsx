import { Alert, Button, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/send-from-action.server';
import { Group, Stack } from '../plain/mantine-markup';

/**
 * The manager's answer to what a supplier proposed (a card's change, a special offer): publish,
 * or refuse with a reason the supplier reads. The page's action gets `decision` and `comment`,
 * with `fields` beside them (which proposal); a refusal without a reason is stopped here.
 */
export function SupplierDecisionForm({
  label,
  fields = {},
  minRows = 2,
}: {
  /** The group's accessible name («Решение по изменению 12»). */
  label: string;
  fields?: Record<string, string>;
  minRows?: number;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState('');
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  const send = (decision: 'accepted' | 'rejected') => {
    if (decision === 'rejected' && !comment.trim()) {
      setMissing('Укажите причину отказа');
      return;
    }
    fetcher.submit({ ...fields, decision, comment: comment.trim() }, { method: 'post' });
  };
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      {failed && Object.keys(failed.errors).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {failed.message}
        </Alert>
      )}
      <Textarea
        label="Комментарий поставщику"
        description="Причина отказа, или что учесть"
        autosize
        minRows={minRows}
        maxLength={4000}
        value={comment}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setMissing('');
        }}
        error={missing || failed?.errors.comment || failed?.errors.decision}
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
          Принять и опубликовать
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={18} />}
          loading={busy && fetcher.formData?.get('decision') === 'rejected'}
          disabled={busy}
          onClick={() => send('rejected')}
          w={{ base: '100%', xs: 'auto' }}
        >
          Отклонить
        </Button>
      </Group>
    </Stack>
  );
}
