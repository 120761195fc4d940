import { Alert, Button, FileInput, Select, Textarea } from '@mantine/core';
import { IconAlertCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useHydrated } from '../../deferred/deferred';
import { Group, Paper, Stack, Title } from '../../plain/mantine-markup';
import { PlainButton } from '../../plain/plain-button';
import { uploadProblem } from '../../wizard/upload-file';
import { ATTACHMENT_ACCEPT } from './post-form';
import { useFormPost } from './use-form-post';

interface Props {
  topics: readonly { id: number; title: string }[];
  /** The client's lease contracts with a deal: a complaint about a machine names one (decision 0107). */
  contracts?: readonly { id_deal: number; title: string }[];
  onPosted: (posted: { id: number; code: string }) => void;
  onCancel: () => void;
}

/** 'Новое обращение': topic, text and an optional file, posted as multipart (spec 1 §3 "Complaint"). */
export function ComplaintForm({ topics, contracts = [], onPosted, onCancel }: Props) {
  const [topic, setTopic] = useState<string | null>(null);
  const [deal, setDeal] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { errors, setErrors, message, busy, post } = useFormPost();
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();

  async function send() {
    const local: Record<string, string> = {};
    if (!topic) local.id_UListItem = 'Выберите тему обращения';
    if (text.trim().length < 10) local.text = 'Опишите обращение подробнее (не менее 10 символов)';
    if (file && uploadProblem(file)) local.id_File = uploadProblem(file);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const form = new FormData();
    form.append('id_UListItem', topic ?? '');
    form.append('text', text.trim());
    if (file) form.append('id_File', file);
    if (deal) form.append('id_deal', deal);
    const posted = await post<{ id: number; code: string }>('/CabinetPostComplaint', form);
    if (posted) onPosted(posted);
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" aria-label="Новое обращение">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Новое обращение
        </Title>
        {message && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {message}
          </Alert>
        )}
        <Select
          label="Тема обращения"
          placeholder="Выберите тему"
          required
          data={topics.map((one) => ({ value: String(one.id), label: one.title }))}
          value={topic}
          onChange={setTopic}
          error={errors.id_UListItem}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {contracts.length > 0 && (
          <Select
            label="Договор лизинга"
            description="Если обращение о технике: его получит и поставщик"
            placeholder="Не о технике"
            data={contracts.map((one) => ({ value: String(one.id_deal), label: one.title }))}
            value={deal}
            onChange={setDeal}
            error={errors.id_deal}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Textarea
          label="Текст обращения"
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={4000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.text}
        />
        <FileInput
          label="Файл"
          description="PDF, изображение, Word или Excel, до 15 МБ"
          placeholder="Прикрепить файл"
          leftSection={<IconPaperclip size={16} />}
          accept={ATTACHMENT_ACCEPT}
          clearable
          value={file}
          onChange={setFile}
          error={errors.id_File}
          disabled={!live}
        />
        <Group justify="flex-end" gap="sm">
          <PlainButton variant="default" onClick={onCancel} disabled={busy}>
            Отмена
          </PlainButton>
          <Button leftSection={<IconSend size={16} />} loading={busy} disabled={!live} onClick={send}>
            Отправить
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
