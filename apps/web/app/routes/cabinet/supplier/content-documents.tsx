import { supplierContent as contract } from '@agrolease/contracts';
import type { TErrorReply } from '@agrolease/contracts/error-reply';
import { Alert, Button, FileButton, NativeSelect, Progress, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ruDate } from '../../../components/cabinet/offer-view';
import { useHydrated } from '../../../components/deferred/deferred';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { ContentTabs } from '../../../components/supplier/content-tabs';
import { uploadFile, uploadProblem } from '../../../components/wizard/upload-file';
import { getGateway } from '../../../lib/gateway.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/content-documents';
import { refusal, supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Документы компании', description: 'Сертификаты и дилерские письма на сайте.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierPublicDocuments, {}),
  );
  return { items: reply?.items ?? null, locked };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    await getGateway(context).call(contract.supplierPublicDocumentDelete, {
      id_object: String(form.get('id_object') ?? ''),
    } as never);
    return { ok: true as const };
  } catch (error) {
    return refusal(error);
  }
}

const KINDS = contract.PUBLIC_DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: contract.PUBLIC_DOCUMENT_KIND_TITLE[kind],
}));

async function publish(fileId: number, kind: string, title: string) {
  const response = await fetch('/srv/SupplierPublicDocument/Add', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id_File: String(fileId), kind, title }).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<TErrorReply>;
  if (!response.ok) {
    throw new Error(body.errors_list?.[0]?.error || body.error_message || 'Не удалось опубликовать документ');
  }
}

/** Uploads a PDF, JPEG or PNG through SetFile and publishes it (SupplierPublicDocument/Add). */
function DocumentUpload() {
  const revalidator = useRevalidator();
  const [kind, setKind] = useState<string>('certificate');
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();
  async function choose(file: File | null) {
    if (!file) return;
    if (title.trim().length < 2) {
      setProblem('Сначала укажите название документа');
      return;
    }
    const tooLarge = uploadProblem(file);
    if (tooLarge) {
      setProblem(tooLarge);
      return;
    }
    setProblem('');
    setProgress(0);
    try {
      const stored = await uploadFile(file, setProgress);
      await publish(stored.id, kind, title.trim());
      setTitle('');
      await revalidator.revalidate();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Не удалось загрузить файл');
    } finally {
      setProgress(null);
    }
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        Добавить документ
      </Title>
      <Stack gap="sm">
        <NativeSelect
          label="Вид документа"
          data={KINDS}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value)}
        />
        <TextInput
          label="Название"
          placeholder="Сертификат официального дилера"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <FileButton onChange={choose} accept=".pdf,.jpg,.jpeg,.png" disabled={!live || progress !== null}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={progress !== null}
              disabled={!live}
              style={{ alignSelf: 'flex-start' }}
            >
              Выбрать файл и опубликовать
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
        <Text fz="xs" c="dimmed">
          PDF, JPEG или PNG. Документ сразу появится на странице компании, его можно будет скачать.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Certificates and dealer letters listed on /providers/{id}/ with download (decision 0111). */
export default function SupplierContentDocuments({ loaderData }: Route.ComponentProps) {
  const { items, locked } = loaderData;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Документы компании', href: contract.CONTENT_DOCUMENTS_PAGE }]} />
      <PageTitle>Документы компании</PageTitle>
      <ContentTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {items && (
        <>
          {items.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              Документов пока нет.
            </Text>
          )}
          <Stack gap="sm">
            {items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supplier-document"
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Anchor href={item.url} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Anchor>
                    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.file_name} · {ruDate(item.created)}
                    </Text>
                  </div>
                  <Badge variant="light">{item.kind_title}</Badge>
                </Group>
                <Form method="post">
                  <input type="hidden" name="id_object" value={item.id} />
                  <Button
                    type="submit"
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    mt="xs"
                    aria-label={`Убрать с сайта: ${item.title}`}
                  >
                    Убрать с сайта
                  </Button>
                </Form>
              </Paper>
            ))}
          </Stack>
          <DocumentUpload />
        </>
      )}
    </Stack>
  );
}
