import type { TAccreditationPackage } from '@agrolease/contracts/accreditation';
import { Button, FileButton, Progress } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useHydrated } from '../deferred/deferred';
import { Anchor, Badge, Group, Paper, Stack, Text } from '../plain/mantine-markup';
import { uploadFile, uploadProblem } from '../wizard/upload-file';
import { accreditationApi } from './accreditation-api';

type PackageItem = TAccreditationPackage['items'][number];

function DocumentRow({
  item,
  idObject,
  disabled,
  onChanged,
}: {
  item: PackageItem;
  idObject: number;
  disabled: boolean;
  onChanged: (next: TAccreditationPackage) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();
  async function choose(file: File | null) {
    if (!file) return;
    const tooLarge = uploadProblem(file);
    if (tooLarge) {
      setProblem(tooLarge);
      return;
    }
    setProblem('');
    setProgress(0);
    try {
      const stored = await uploadFile(file, setProgress);
      onChanged(await accreditationApi.addDocument(idObject, item.id, stored.id));
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Не удалось загрузить файл');
    } finally {
      setProgress(null);
    }
  }
  return (
    <Paper withBorder radius="md" p="sm" data-testid="package-document" data-code={item.code}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} fz="sm" style={{ minWidth: 0 }}>
            {item.title}
          </Text>
          <Badge
            color={item.file ? 'green' : item.required ? 'orange' : 'gray'}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {item.file ? 'Приложен' : item.required ? 'Нужен' : 'Необязателен'}
          </Badge>
        </Group>
        {item.file && (
          <Group gap="xs" wrap="nowrap">
            <IconPaperclip size={16} aria-hidden />
            <Anchor href={item.file.src} target="_blank" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.file.title}
            </Anchor>
          </Group>
        )}
        <FileButton
          onChange={choose}
          accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx"
          disabled={!live || disabled || progress !== null}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={16} />}
              loading={progress !== null}
              disabled={!live || disabled}
              w={{ base: '100%', sm: 'auto' }}
              aria-label={`${item.file ? 'Заменить файл' : 'Приложить файл'}: ${item.title}`}
            >
              {item.file ? 'Заменить файл' : 'Приложить файл'}
            </Button>
          )}
        </FileButton>
        {progress !== null && (
          <Progress value={progress} size="sm" animated aria-label={`Загрузка: ${progress}%`} />
        )}
        {problem && (
          <Text c="red" fz="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Step 4 of the accreditation: the package's documents, each uploaded through SetFile and attached
 * with AccreditationDocuments/Add/{id}. The documents asked of a producer and of a dealer differ.
 */
export function AccreditationPackage({
  initial,
  disabled,
  error,
}: {
  initial: TAccreditationPackage;
  disabled: boolean;
  error: string;
}) {
  const [pack, setPack] = useState(initial);
  return (
    <Stack gap="sm" data-field="package">
      <Text fz="sm" c="dimmed">
        PDF, JPEG, PNG, Word или Excel, до 15 МБ каждый. Когда все документы приложены, нажмите «Сформировать
        пакет».
      </Text>
      {pack.items.map((item) => (
        <DocumentRow
          key={item.id}
          item={item}
          idObject={pack.id_object}
          disabled={disabled || !pack.editable}
          onChanged={setPack}
        />
      ))}
      {pack.missing.length > 0 && (
        <Text fz="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          Осталось приложить: {pack.missing.join('; ')}
        </Text>
      )}
    </Stack>
  );
}
