import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import type { FieldProps } from './field-props';

interface DownloadRequest {
  url: string;
  title: string;
  note?: string;
}

/** downloadRequest: the files a step asks to download before going on. */
export function DownloadRequestField({ item }: FieldProps) {
  const request = (item.value ?? null) as DownloadRequest | null;
  return (
    <Paper withBorder radius="md" p="md" data-field={item.field}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileTypePdf size={28} stroke={1.5} aria-hidden />
          <div>
            <Text fw={600}>{request?.title || item.title}</Text>
            {request?.note && (
              <Text fz="sm" c="dimmed">
                {request.note}
              </Text>
            )}
          </div>
        </Group>
        {request?.url ? (
          <Group gap="sm">
            <Button
              component="a"
              href={`${request.url}?download=1`}
              leftSection={<IconDownload size={18} />}
              variant="light"
              data-testid="download-request"
            >
              Скачать PDF
            </Button>
            <Button component="a" href={request.url} target="_blank" variant="subtle">
              Открыть
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">Документ ещё не сформирован</Text>
        )}
      </Stack>
    </Paper>
  );
}
