import type { TFormItem } from '@agrolease/contracts/wizard';
import { Button, FileButton, Input, Progress } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useHydrated } from '../deferred/deferred';
import { Anchor, Group, Stack, Text } from '../plain/mantine-markup';
import { uploadFile, uploadProblem } from './upload-file';

interface FileAjaxFieldProps {
  item: TFormItem;
  value: unknown;
  error: string;
  disabled: boolean;
  onChange: (value: number | null) => void;
}

/** The title of the file already attached, from the server's props or the upload just made. */
function attachedTitle(item: TFormItem): string {
  const title = item.props?.fileTitle;
  return typeof title === 'string' ? title : '';
}

/**
 * A file_ajax field: the file goes to POST /srv/SetFile at once with a progress bar; the field's
 * value is the returned file id. Size and type errors are shown on the field.
 */
export function FileAjaxField({ item, value, error, disabled, onChange }: FileAjaxFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [title, setTitle] = useState(attachedTitle(item));
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();
  const fileId =
    typeof value === 'number' || (typeof value === 'string' && value !== '') ? Number(value) : null;
  const accept = typeof item.props?.accept === 'string' ? item.props.accept : undefined;

  async function choose(file: File | null) {
    if (!file) return;
    const maxSize = Number(item.props?.max_size);
    const tooLarge = uploadProblem(file, maxSize > 0 ? maxSize : undefined);
    if (tooLarge) {
      setProblem(tooLarge);
      return;
    }
    setProblem('');
    setProgress(0);
    try {
      const stored = await uploadFile(file, setProgress);
      setTitle(stored.title);
      onChange(stored.id);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Не удалось загрузить файл');
    } finally {
      setProgress(null);
    }
  }

  const shown = problem || error;
  return (
    <Input.Wrapper
      label={item.title}
      required={item.required}
      error={shown || undefined}
      description={typeof item.props?.help === 'string' ? item.props.help : undefined}
      data-field={item.field}
    >
      <Stack gap={6} mt={4}>
        {fileId !== null && (
          <Group gap="xs" wrap="nowrap">
            <IconPaperclip size={16} aria-hidden />
            <Anchor href={`/srv/files/${fileId}`} target="_blank" fz="sm" data-testid={`file-${item.field}`}>
              {title || `Файл №${fileId}`}
            </Anchor>
            {!disabled && (
              <Button variant="subtle" size="compact-xs" color="red" onClick={() => onChange(null)}>
                Удалить
              </Button>
            )}
          </Group>
        )}
        <FileButton onChange={choose} accept={accept} disabled={!live || disabled || progress !== null}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={progress !== null}
              disabled={!live || disabled}
              w={{ base: '100%', sm: 'auto' }}
              aria-label={`${fileId === null ? 'Выбрать файл' : 'Заменить файл'}: ${item.title}`}
            >
              {fileId === null ? 'Выбрать файл' : 'Заменить файл'}
            </Button>
          )}
        </FileButton>
        {progress !== null && (
          <Progress value={progress} size="sm" animated aria-label={`Загрузка: ${progress}%`} />
        )}
        <Text fz="xs" c="dimmed">
          PDF, JPEG, PNG, Word или Excel, до 15 МБ
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
