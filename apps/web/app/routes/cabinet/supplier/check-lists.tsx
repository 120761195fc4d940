import { supplierReports as contract, type TCallReply } from '@agrolease/contracts';
import {
  CHECK_LIST_KINDS,
  CHECK_LISTS_PAGE,
  REPORTS_PAGE,
} from '@agrolease/contracts/supplier-reports-values';
import { formatFileSize, formatMoscowDate, formatMoscowDateTime, pluralRu } from '@agrolease/domain';
import { CHECK_LIST_LIMIT_BYTES } from '@agrolease/domain/supplier-check-lists';
import {
  Alert,
  Button,
  FileButton,
  Group as MantineGroup,
  NativeSelect,
  Progress,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconMail, IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { useHydrated } from '../../../components/deferred/deferred';
import { ListPagination } from '../../../components/listing/list-pagination';
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
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { AppLink } from '../../../components/routing/app-link';
import { ReportsTabs } from '../../../components/supplier/reports-tabs';
import { uploadFile } from '../../../components/wizard/upload-file';
import { getGateway } from '../../../lib/gateway.server';
import { listPage } from '../../../lib/list-page';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/check-lists';
import { refusal, supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Чек-листы',
    description: 'Чек-листы поставщика по технике и поставкам: загрузка и отправка по электронной почте.',
  }),
  { name: 'robots', content: 'noindex' },
];

const KINDS = new Set<string>(CHECK_LIST_KINDS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = url.searchParams.get('kind') ?? '';
  const page = listPage(url);
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierCRMCheckLists, {
      page,
      ...(KINDS.has(kind) ? { kind: kind as (typeof CHECK_LIST_KINDS)[number] } : {}),
    }),
  );
  return { list: reply, locked };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? '');
  const gateway = getGateway(context);
  if (field('intent') === 'send') {
    const id = Number(field('id_object'));
    try {
      const sent = await gateway.call(contract.sendMailSupplierCheckList, {
        id_object: id,
        email: field('email'),
      });
      return { ok: true as const, intent: 'send' as const, id, sent_to: sent.sent_to };
    } catch (error) {
      return refusal(error, { intent: 'send' as const, id });
    }
  }
  try {
    const created = await gateway.call(contract.createSupplierCheckList, {
      id_File: field('id_File'),
      title: field('title'),
      kind: field('kind') as (typeof CHECK_LIST_KINDS)[number],
      id_product: field('id_product'),
      id_deal: field('id_deal'),
      comment: field('comment'),
    });
    return { ok: true as const, intent: 'create' as const, id: created.item.id, sent_to: '' };
  } catch (error) {
    return refusal(error, { intent: 'create' as const, id: 0 });
  }
}

type List = TCallReply<typeof contract.supplierCRMCheckLists>;
type Item = List['items'][number];

const ACCEPTED = /\.(xlsx|pdf)$/i;

/** Step one uploads the file (SetFile, with progress); step two describes it and keeps it. */
function NewCheckList({ list }: { list: List }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [file, setFile] = useState<{ id: number; title: string; size: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const failed = result && !result.ok && result.intent === 'create' ? result : undefined;
  const busy = navigation.state !== 'idle';
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();

  async function choose(chosen: File | null) {
    if (!chosen) return;
    if (!ACCEPTED.test(chosen.name)) return setProblem('Загрузите чек-лист в формате Excel (XLSX) или PDF');
    if (chosen.size > CHECK_LIST_LIMIT_BYTES) return setProblem('Чек-лист больше 10 МБ');
    setProblem('');
    setProgress(0);
    try {
      const stored = await uploadFile(chosen, setProgress);
      setFile({ id: stored.id, title: stored.title, size: stored.size });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Не удалось загрузить файл');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Новый чек-лист"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Новый чек-лист
        </Title>
        <Text fz="sm" c="dimmed">
          Заполненный чек-лист по технике или поставке: Excel (XLSX) или PDF до 10 МБ.
        </Text>
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={choose} accept=".xlsx,.pdf" disabled={!live || progress !== null || busy}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                loading={progress !== null}
                disabled={!live || busy}
                w={{ base: '100%', xs: 'auto' }}
              >
                {file ? 'Выбрать другой файл' : 'Выбрать файл'}
              </Button>
            )}
          </FileButton>
          {file && (
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }} data-testid="check-list-file">
              <IconPaperclip size={16} aria-hidden />
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.title} · {formatFileSize(file.size)}
              </Text>
            </Group>
          )}
        </Group>
        {progress !== null && (
          <Progress value={progress} size="sm" animated aria-label={`Загрузка: ${progress}%`} />
        )}
        {(problem || failed?.errors.id_File) && (
          <Text c="red" fz="sm" role="alert">
            {problem || failed?.errors.id_File}
          </Text>
        )}
        {failed && !failed.errors.id_File && Object.keys(failed.errors).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {failed.message}
          </Alert>
        )}
        {file && (
          <Form method="post" key={file.id}>
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="id_File" value={file.id} />
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PlainTextInput
                  name="title"
                  label="Название"
                  required
                  maxLength={200}
                  defaultValue={file.title.replace(/\.(xlsx|pdf)$/i, '')}
                  error={failed?.errors.title}
                />
                <NativeSelect
                  name="kind"
                  label="Вид чек-листа"
                  data={list.kinds.map((kind) => ({ value: kind.value, label: kind.title }))}
                  error={failed?.errors.kind}
                />
                <NativeSelect
                  name="id_product"
                  label="Техника"
                  data={[
                    { value: '', label: 'Без привязки к технике' },
                    ...list.products.map((product) => ({ value: String(product.id), label: product.title })),
                  ]}
                  error={failed?.errors.id_product}
                />
                <NativeSelect
                  name="id_deal"
                  label="Поставка по сделке"
                  data={[
                    { value: '', label: 'Без привязки к сделке' },
                    ...list.deals.map((deal) => ({
                      value: String(deal.id),
                      label: `${deal.code} · ${deal.client}`,
                    })),
                  ]}
                  error={failed?.errors.id_deal}
                />
              </SimpleGrid>
              <Textarea
                name="comment"
                label="Комментарий"
                maxLength={2000}
                autosize
                minRows={2}
                error={failed?.errors.comment}
              />
              <Group>
                <Button type="submit" loading={busy} w={{ base: '100%', xs: 'auto' }}>
                  Сохранить чек-лист
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Stack>
    </Paper>
  );
}

function SendForm({ item, defaultEmail }: { item: Item; defaultEmail: string }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const mine = result && result.intent === 'send' && result.id === item.id ? result : undefined;
  const sending = navigation.state !== 'idle' && navigation.formData?.get('id_object') === String(item.id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="id_object" value={item.id} />
      <Stack gap={6}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            name="email"
            type="email"
            label="Отправить по e-mail"
            description="По умолчанию — вашему персональному менеджеру"
            defaultValue={defaultEmail}
            maxLength={200}
            style={{ flex: '1 1 220px', minWidth: 0 }}
            error={mine && !mine.ok ? (mine.errors.email ?? mine.message) : undefined}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconMail size={16} />}
            loading={sending}
            w={{ base: '100%', xs: 'auto' }}
          >
            Отправить
          </Button>
        </Group>
        {mine?.ok && (
          <Text c="green" fz="sm" role="status" data-testid="check-list-sent">
            Чек-лист с файлом отправлен на {mine.sent_to}
          </Text>
        )}
      </Stack>
    </Form>
  );
}

function CheckListCard({ item, defaultEmail }: { item: Item; defaultEmail: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="check-list">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            <Text fz="sm" c="dimmed">
              Загружен {formatMoscowDate(item.created)}
            </Text>
          </div>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {item.kind_title}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Anchor href={item.file.src} target="_blank" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.file.title}
          </Anchor>
          <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {formatFileSize(item.file.size)}
          </Text>
        </Group>
        {(item.product || item.deal) && (
          <Stack gap={2}>
            {item.product && (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                Техника: {item.product.title}
              </Text>
            )}
            {item.deal && (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                Поставка:{' '}
                <Anchor to={`/cabinet/v2/supplier/deliveries/shipping/${item.deal.id}`}>
                  сделка {item.deal.code}
                </Anchor>{' '}
                · {item.deal.client}
              </Text>
            )}
          </Stack>
        )}
        {item.comment && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.comment}
          </Text>
        )}
        {item.sent_to && item.sent && (
          <Text fz="sm" c="dimmed" data-testid="check-list-last-sent">
            Отправлен на {item.sent_to} {formatMoscowDateTime(item.sent)}
            {item.sent_count > 1
              ? ` · всего ${item.sent_count} ${pluralRu(item.sent_count, ['раз', 'раза', 'раз'])}`
              : ''}
          </Text>
        )}
        <SendForm item={item} defaultEmail={defaultEmail} />
      </Stack>
    </Paper>
  );
}

/** The supplier's check lists: upload, list and mail them (SupplierCRMCheckLists; decision 0100). */
export default function SupplierCheckLists({ loaderData }: Route.ComponentProps) {
  const { list, locked } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const kind = params.get('kind') ?? '';
  const kindLink = (value: string) => {
    const next = new URLSearchParams();
    if (value) next.set('kind', value);
    const query = next.toString();
    return `${CHECK_LISTS_PAGE}${query ? `?${query}` : ''}`;
  };
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Отчёты', href: REPORTS_PAGE },
          { title: 'Чек-листы', href: CHECK_LISTS_PAGE },
        ]}
      />
      <PageTitle>Чек-листы</PageTitle>
      <ReportsTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {list && (
        <>
          {result?.ok && result.intent === 'create' && (
            <Alert color="green" icon={<IconCheck />} data-testid="check-list-created">
              Чек-лист сохранён. Его можно отправить по электронной почте.
            </Alert>
          )}
          <NewCheckList key={result?.ok && result.intent === 'create' ? result.id : 'new'} list={list} />
          <MantineGroup gap={4} wrap="wrap" component="nav" aria-label="Отбор по виду чек-листа">
            {[{ value: '', title: 'Все' }, ...list.kinds].map((one) => (
              <Button
                key={one.value || 'all'}
                component={AppLink}
                to={kindLink(one.value)}
                size="compact-sm"
                variant={kind === one.value ? 'light' : 'subtle'}
                aria-current={kind === one.value ? 'page' : undefined}
              >
                {one.title}
              </Button>
            ))}
          </MantineGroup>
          <Text c="dimmed" fz="sm">
            {list.count_collection} {pluralRu(list.count_collection, ['чек-лист', 'чек-листа', 'чек-листов'])}
          </Text>
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {kind ? 'Чек-листов этого вида пока нет' : 'Вы ещё не загрузили ни одного чек-листа'}
            </Text>
          )}
          <Stack gap="sm">
            {list.items.map((item) => (
              <CheckListCard key={item.id} item={item} defaultEmail={list.default_email} />
            ))}
          </Stack>
          <ListPagination pages={list.pages} page={list.page} />
        </>
      )}
    </Stack>
  );
}
