import { factoring } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatIsoDayRu, formatRoubles, QUEUE_SERVICE_DAYS } from '@agrolease/domain';
import { Alert, Button, Container, Select } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { typedSum, useMoneyConfirmation } from '../../components/backoffice/money-confirmation';
import { QueueSearch } from '../../components/backoffice/queue-search';
import { WaitBadge } from '../../components/backoffice/wait-badge';
import { InvoiceScanLink } from '../../components/factoring/invoice-scan';
import { RegisterCard } from '../../components/factoring/register-card';
import { MoneyInput } from '../../components/forms/money-input';
import { ListExportLink } from '../../components/listing/list-export-link';
import { Group, PageTitle, Stack, Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/factoring';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Факторинг', description: 'Реестры поставщиков: финансирование и оплата.' }),
  { name: 'robots', content: 'noindex' },
];

const STATUS_OPTIONS = [
  { value: '', label: 'Все реестры' },
  { value: 'sent', label: 'Ждут покупателя' },
  { value: 'confirmed', label: 'Ждут финансирования' },
  { value: 'disputed', label: 'Оспорены' },
  { value: 'financed', label: 'Ждут оплаты покупателя' },
  { value: 'paid', label: 'Оплачены' },
] as const;
type TStatus = Exclude<(typeof STATUS_OPTIONS)[number]['value'], ''>;

/** Managers only (decision 0088): the registers past the draft, newest sent first; by status and search. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) {
    return { allowed: false as const, items: [], status: '', query: '', now: '' };
  }
  const params = new URL(request.url).searchParams;
  const status = STATUS_OPTIONS.find((option) => option.value !== '' && option.value === params.get('status'))
    ?.value as TStatus | undefined;
  const query = (params.get('query') ?? '').trim().slice(0, 200);
  const reply = await getGateway(context).call(factoring.backofficeFactoringRegisters, {
    ...(status ? { status } : {}),
    query,
  });
  return {
    exportPath: listReportPath(factoring.backofficeFactoringRegisters),
    allowed: true as const,
    items: reply.items,
    status: status ?? '',
    query,
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const intent = `${form.get('intent') === 'paid' ? 'paid' : 'finance'}:${id}`;
  if (form.get('intent') === 'paid') {
    return sendFromAction(context, intent, factoring.backofficeFactoringPaid, { id });
  }
  return sendFromAction(context, intent, factoring.backofficeFactoringFinance, {
    id,
    amount: String(form.get('amount') ?? '').replace(/\s/g, ''),
  });
}

type Register = Route.ComponentProps['loaderData']['items'][number];

/** Financing moves money: the manager confirms the register and the sum first (decision 0155). */
function FinanceForm({ item, busy, error }: { item: Register; busy: boolean; error?: string }) {
  const confirmation = useMoneyConfirmation((form) => ({
    action: 'Профинансировать реестр',
    object: `Реестр ${item.number} · ${item.supplier.title}, ИНН ${item.supplier.inn}`,
    sum: typedSum(form, 'amount'),
    sumLabel: 'Сумма финансирования',
    confirm: 'Профинансировать',
  }));
  return (
    <Form method="post" onSubmit={confirmation.onSubmit}>
      {confirmation.dialog}
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="intent" value="finance" />
      <Group align="flex-end" gap="sm" mt="sm">
        <MoneyInput
          name="amount"
          label="Сумма финансирования, ₽"
          defaultValue={String(item.advance)}
          error={error}
          w={{ base: '100%', xs: 240 }}
        />
        <Button type="submit" loading={busy} w={{ base: '100%', xs: 'auto' }}>
          Профинансировать
        </Button>
      </Group>
    </Form>
  );
}

/** The buyer's payment closes the register: confirmed with its sum like financing. */
function PaidForm({ item, busy }: { item: Register; busy: boolean }) {
  const confirmation = useMoneyConfirmation(() => ({
    action: 'Отметить оплату реестра покупателем',
    object: `Реестр ${item.number} · ${item.supplier.title}, ИНН ${item.supplier.inn}`,
    sum: item.total,
    sumLabel: 'Сумма реестра',
  }));
  return (
    <Form method="post" onSubmit={confirmation.onSubmit}>
      {confirmation.dialog}
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="intent" value="paid" />
      <Button type="submit" variant="light" mt="sm" loading={busy} w={{ base: '100%', xs: 'auto' }}>
        Покупатель оплатил
      </Button>
    </Form>
  );
}

/** The factor's side of factoring: finance a confirmed register, record its payment. */
export default function BackofficeFactoring({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData.allowed) return null;
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <PageTitle>Факторинг</PageTitle>
        <QueueSearch
          query={loaderData.query}
          label="Поиск реестра"
          placeholder="Номер, поставщик, покупатель или ИНН"
        >
          <Select
            name="status"
            label="Статус"
            data={STATUS_OPTIONS.map((option) => ({ ...option }))}
            defaultValue={loaderData.status}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
        </QueueSearch>
        <ListExportLink path={loaderData.exportPath} query={{ status: loaderData.status }} />
        {loaderData.items.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {loaderData.query || loaderData.status ? 'Ничего не найдено' : 'Реестров нет'}
          </Text>
        )}
        {loaderData.items.map((item) => {
          const mine = actionData?.intent.endsWith(`:${item.id}`) ? actionData : undefined;
          return (
            <RegisterCard key={item.id} item={item} party="customer">
              {item.status === 'confirmed' && item.sent && (
                <Group>
                  <WaitBadge
                    since={item.sent}
                    now={loaderData.now}
                    serviceDays={QUEUE_SERVICE_DAYS.factoring}
                  />
                </Group>
              )}
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                Поставщик: {item.supplier.title}, ИНН {item.supplier.inn}
              </Text>
              <Text fz="sm">
                Аванс {formatRoubles(item.advance)} · выплачено {formatRoubles(item.financed_sum)}
              </Text>
              <Stack gap={2} mt="xs" aria-label={`Накладные реестра ${item.number}`}>
                {item.invoice_list.map((invoice) => (
                  <div key={invoice.id} data-testid="factoring-invoice">
                    <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
                      {invoice.number}: {formatRoubles(invoice.amount)}, оплата до{' '}
                      {formatIsoDayRu(invoice.due)}
                    </Text>
                    <InvoiceScanLink invoice={invoice} />
                  </div>
                ))}
              </Stack>
              {mine && !mine.ok && (
                <Alert color="red" mt="xs">
                  {mine.message}
                </Alert>
              )}
              {item.status === 'confirmed' && (
                <FinanceForm
                  item={item}
                  busy={busy === String(item.id)}
                  error={mine && !mine.ok ? mine.errors.amount : undefined}
                />
              )}
              {item.status === 'financed' && <PaidForm item={item} busy={busy === String(item.id)} />}
            </RegisterCard>
          );
        })}
      </Stack>
    </Container>
  );
}
