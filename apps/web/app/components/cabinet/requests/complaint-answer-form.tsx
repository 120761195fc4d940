import { Alert, Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ATTACHMENT_ACCEPT, FormPostError, postForm } from './post-form';

/** The manager's answer to one complaint: text and an optional file (multipart). */
export function ComplaintAnswerForm({ id, onAnswered }: { id: number; onAnswered: () => void }) {
  const [response, setResponse] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!response.trim()) {
      setErrors({ response: 'Напишите ответ' });
      return;
    }
    const form = new FormData();
    form.append('id_complaint', String(id));
    form.append('response', response.trim());
    if (file) form.append('file', file);
    setBusy(true);
    setMessage('');
    try {
      await postForm('/Backoffice/ComplaintAnswer', form);
      setResponse('');
      setFile(null);
      onAnswered();
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
      <Textarea
        label="Ответ клиенту"
        autosize
        minRows={3}
        value={response}
        onChange={(event) => setResponse(event.currentTarget.value)}
        error={errors.response}
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label="Файл к ответу"
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
          Отправить ответ
        </Button>
      </Group>
    </Stack>
  );
}
