import { Button, Progress } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Stack, Text } from '../plain/mantine-markup';

/** The file name of a Content-Disposition header (filename* first), or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the gateway builds while the visitor waits (a long report: spec's "no
 * time-out"), with a progress bar: the bytes received of the announced length, or a running bar
 * while the server is still building it. Without JavaScript the link downloads it directly.
 */
export function DownloadWithProgress({
  href,
  fileName,
  label,
}: {
  href: string;
  fileName: string;
  label: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  async function download(event: React.MouseEvent) {
    event.preventDefault();
    setProblem('');
    setProgress(0);
    try {
      const response = await fetch(href, { credentials: 'same-origin', cache: 'no-store' });
      if (!response.ok || !response.body) {
        const reply = (await response.json().catch(() => ({}))) as { error_message?: string };
        throw new Error(reply.error_message || 'Не удалось сформировать файл');
      }
      const total = Number(response.headers.get('content-length') ?? 0);
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        if (total > 0) setProgress(Math.min(99, Math.round((received / total) * 100)));
      }
      setProgress(100);
      const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameOf(response.headers.get('content-disposition'), fileName);
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Не удалось скачать файл');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap={6} style={{ minWidth: 0 }}>
      <Button
        component="a"
        href={href}
        download
        onClick={download}
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={progress !== null}
        w={{ base: '100%', xs: 'auto' }}
      >
        {label}
      </Button>
      {progress !== null && (
        <Progress
          value={progress === 0 ? 100 : progress}
          animated={progress === 0}
          striped={progress === 0}
          size="sm"
          aria-label={progress === 0 ? 'Отчёт формируется' : `Загрузка: ${progress}%`}
        />
      )}
      {problem && (
        <Text c="red" fz="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
