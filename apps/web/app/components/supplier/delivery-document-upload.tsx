import type { TErrorReply } from '@agrolease/contracts/error-reply';
import type { TDeliveryCard } from '@agrolease/contracts/supplier-deliveries';
import { Button, FileButton, NativeSelect, Progress } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useHydrated } from '../deferred/deferred';
import { Group, Stack, Text } from '../plain/mantine-markup';
import { uploadFile, uploadProblem } from '../wizard/upload-file';

const KINDS = [
  { value: 'upd', label: 'УПД' },
  { value: 'act', label: 'Акт приёма-передачи' },
  { value: 'waybill', label: 'Транспортная накладная' },
  { value: 'other', label: 'Другой документ' },
];

async function attach(dealId: number, fileId: number, kind: string): Promise<TDeliveryCard> {
  const response = await fetch('/srv/SupplierDelivery/AddDocument', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id_object: String(dealId), id_File: String(fileId), kind }).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as { card?: TDeliveryCard } & Partial<TErrorReply>;
  if (!response.ok || !body.card) {
    throw new Error(body.errors_list?.[0]?.error || body.error_message || 'Не удалось приложить документ');
  }
  return body.card;
}

/**
 * Uploads a delivery document through SetFile and attaches it (SupplierDelivery/AddDocument);
 * the page's data is then read again (decision 0090).
 */
export function DeliveryDocumentUpload({ dealId, disabled }: { dealId: number; disabled: boolean }) {
  const revalidator = useRevalidator();
  const [kind, setKind] = useState('upd');
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
      await attach(dealId, stored.id, kind);
      await revalidator.revalidate();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Не удалось загрузить файл');
    } finally {
      setProgress(null);
    }
  }
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Вид документа"
          data={KINDS}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value)}
          disabled={disabled}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <FileButton
          onChange={choose}
          accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx"
          disabled={!live || disabled || progress !== null}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={progress !== null}
              disabled={!live || disabled}
              w={{ base: '100%', xs: 'auto' }}
            >
              Приложить файл
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null && (
        <Progress value={progress} size="sm" animated aria-label={`Загрузка: ${progress}%`} />
      )}
      {problem && (
        <Text c="red" fz="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
