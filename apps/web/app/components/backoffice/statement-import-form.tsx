import { payments } from '@agrolease/contracts';
import type { TImportReply, TIncomingPayment } from '@agrolease/contracts/payments';
import { countRu, formatIsoDayRu, formatKopecks } from '@agrolease/domain';
import { Alert, Button, FileInput, List } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useFormPost } from '../cabinet/requests/use-form-post';
import { useHydrated } from '../deferred/deferred';
import { Group, Stack, Text } from '../plain/mantine-markup';

function line(item: Pick<TIncomingPayment, 'number' | 'date' | 'sum_kopecks' | 'payer_inn'>): string {
  return `п/п № ${item.number} от ${formatIsoDayRu(item.date)} · ${formatKopecks(item.sum_kopecks)} · ИНН ${item.payer_inn}`;
}

/** Repeated lines once each, with how many times they came. */
function repeats(items: TImportReply['duplicates']): Map<string, number> {
  const counted = new Map<string, number>();
  for (const item of items) counted.set(line(item), (counted.get(line(item)) ?? 0) + 1);
  return counted;
}

/** What an import did, in a manager's words: matched, waiting, skipped as repeats, unreadable. */
function ImportReport({ reply }: { reply: TImportReply }) {
  const { matched, unmatched, duplicates, problems } = reply;
  return (
    <Stack gap="xs" data-testid="import-report">
      <Alert
        color={unmatched.length + problems.length > 0 ? 'yellow' : 'field'}
        icon={<IconCircleCheck />}
        title={`Выписка загружена: ${countRu(reply.documents, ['платёжное поручение', 'платёжных поручения', 'платёжных поручений'])}`}
      >
        Зачтено: {matched.length} · не сопоставлено: {unmatched.length} · повторы пропущены:{' '}
        {duplicates.length}
        {problems.length > 0 && ` · не прочитано: ${problems.length}`}
      </Alert>
      {matched.length > 0 && (
        <div>
          <Text fw={600} fz="sm">
            Зачтены в оплату
          </Text>
          <List size="sm" spacing={2}>
            {matched.map((item) => (
              <List.Item key={item.id}>
                {line(item)} → {item.contract?.contract_name}, {item.contract?.company}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {unmatched.length > 0 && (
        <div>
          <Text fw={600} fz="sm" c="orange.9">
            Не сопоставлены — разберите вручную
          </Text>
          <List size="sm" spacing={2}>
            {unmatched.map((item) => (
              <List.Item key={item.id}>
                {line(item)}: {item.note}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {duplicates.length > 0 && (
        <div>
          <Text fw={600} fz="sm">
            Уже были загружены — пропущены
          </Text>
          <List size="sm" spacing={2}>
            {[...repeats(duplicates)].map(([text, times]) => (
              <List.Item key={text}>
                {text}
                {times > 1 ? ` (${times} раза)` : ''}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {problems.length > 0 && (
        <div>
          <Text fw={600} fz="sm" c="red.8">
            Не прочитаны
          </Text>
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem.line}>
                строка {problem.line}: {problem.message}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

/**
 * The bank statement in the 1C exchange format (kl_to_1c.txt, windows-1251 or UTF-8), sent from
 * the browser as multipart; the list below is read again once it is in (decision 0168).
 */
export function StatementImportForm() {
  const [file, setFile] = useState<File | null>(null);
  const [reply, setReply] = useState<TImportReply | null>(null);
  const { errors, message, busy, post } = useFormPost();
  const revalidator = useRevalidator();
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const hydrated = useHydrated();

  async function send() {
    const form = new FormData();
    if (file) form.append('file', file);
    setReply(null);
    const result = await post<TImportReply>(payments.INCOMING_IMPORT_PATH, form);
    if (!result) return;
    setReply(result);
    setFile(null);
    await revalidator.revalidate();
  }

  return (
    <Stack gap="sm">
      {message && !errors.file && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {message}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label="Файл выписки из банка"
          description="Формат 1С: текстовый файл, который начинается строкой 1CClientBankExchange"
          placeholder="Выберите файл kl_to_1c.txt"
          leftSection={<IconFileUpload size={16} aria-hidden />}
          accept=".txt,text/plain"
          clearable
          value={file}
          onChange={setFile}
          error={errors.file}
          disabled={!hydrated}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button
          leftSection={<IconUpload size={18} aria-hidden />}
          loading={busy}
          disabled={!hydrated}
          onClick={send}
          w={{ base: '100%', xs: 'auto' }}
        >
          Загрузить выписку
        </Button>
      </Group>
      {reply && <ImportReport reply={reply} />}
    </Stack>
  );
}
