import { Alert, Button, FileInput, Group, Select, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ATTACHMENT_ACCEPT, FormPostError, postForm } from './post-form';

const STATUSES = [
  { value: 'in_progress', label: 'В работе' },
  { value: 'ready', label: 'Документы готовы' },
  { value: 'rejected', label: 'Отклонён' },
];

/** The manager's answer to a document order: status, note and optionally the documents. */
export function DocumentOrderRespondForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [status, setStatus] = useState<string | null>('ready');
  const [response, setResponse] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function send() {
    const form = new FormData();
    form.append('id_psd', String(id));
    form.append('status', status ?? '');
    form.append('response', response.trim());
    if (file) form.append('file', file);
    setBusy(true);
    setMessage('');
    try {
      await postForm('/Backoffice/DocumentOrderRespond', form);
      setResponse('');
      setFile(null);
      onDone();
    } catch (error) {
      if (error instanceof FormPostError) {
        setErrors(error.fields);
        setMessage(error.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      {message && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {message}
        </Alert>
      )}
      <Select
        label="Статус"
        data={STATUSES}
        value={status}
        onChange={setStatus}
        allowDeselect={false}
        error={errors.status}
      />
      <Textarea
        label="Комментарий клиенту"
        autosize
        minRows={2}
        value={response}
        onChange={(event) => setResponse(event.currentTarget.value)}
        error={errors.response}
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label="Документы"
          placeholder="Прикрепить файл"
          leftSection={<IconPaperclip size={16} />}
          accept={ATTACHMENT_ACCEPT}
          clearable
          value={file}
          onChange={setFile}
          error={errors.file}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button leftSection={<IconSend size={16} />} loading={busy} onClick={send}>
          Ответить
        </Button>
      </Group>
    </Stack>
  );
}
