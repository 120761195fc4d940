import { Alert, Button, FileInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useHydrated } from '../../deferred/deferred';
import { Group, Stack } from '../../plain/mantine-markup';
import { ATTACHMENT_ACCEPT } from './post-form';
import { useFormPost } from './use-form-post';

/**
 * The manager's reply to a client's request: a text for the client and an optional file,
 * posted as multipart to a back-office call. The request's own fields (its id, a status)
 * go first; `above` draws inputs for them over the text, with the gateway's errors by field.
 */
export function ManagerReplyForm({
  path,
  fields,
  above,
  textLabel,
  textRows,
  textRequired,
  fileLabel,
  submitLabel,
  onSent,
}: {
  path: string;
  fields: Record<string, string>;
  above?: (errors: Record<string, string>) => ReactNode;
  textLabel: string;
  textRows: number;
  /** The message shown when the text is left empty; without it the text may be empty. */
  textRequired?: string;
  fileLabel: string;
  submitLabel: string;
  onSent: () => void;
}) {
  const [response, setResponse] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { errors, setErrors, message, busy, post } = useFormPost();
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();

  async function send() {
    if (textRequired && !response.trim()) {
      setErrors({ response: textRequired });
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('response', response.trim());
    if (file) form.append('file', file);
    if (!(await post(path, form))) return;
    setResponse('');
    setFile(null);
    onSent();
  }

  return (
    <Stack gap="sm">
      {message && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {message}
        </Alert>
      )}
      {above?.(errors)}
      <Textarea
        label={textLabel}
        autosize
        minRows={textRows}
        value={response}
        onChange={(event) => setResponse(event.currentTarget.value)}
        error={errors.response}
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={fileLabel}
          placeholder="Прикрепить файл"
          leftSection={<IconPaperclip size={16} />}
          accept={ATTACHMENT_ACCEPT}
          clearable
          value={file}
          onChange={setFile}
          error={errors.file}
          disabled={!live}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button leftSection={<IconSend size={16} />} loading={busy} disabled={!live} onClick={send}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
