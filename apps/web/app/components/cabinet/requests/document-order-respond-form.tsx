import { Select } from '@mantine/core';
import { useState } from 'react';
import { ManagerReplyForm } from './manager-reply-form';

const STATUSES = [
  { value: 'in_progress', label: 'В работе' },
  { value: 'ready', label: 'Документы готовы' },
  { value: 'rejected', label: 'Отклонён' },
];

/** The manager's answer to a document order: status, note and optionally the documents. */
export function DocumentOrderRespondForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [status, setStatus] = useState<string | null>('ready');
  return (
    <ManagerReplyForm
      path="/Backoffice/DocumentOrderRespond"
      fields={{ id_psd: String(id), status: status ?? '' }}
      above={(errors) => (
        <Select
          label="Статус"
          data={STATUSES}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
          error={errors.status}
        />
      )}
      textLabel="Комментарий клиенту"
      textRows={2}
      fileLabel="Документы"
      submitLabel="Ответить"
      onSent={onDone}
    />
  );
}
