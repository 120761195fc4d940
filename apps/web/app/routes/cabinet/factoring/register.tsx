import { factoring, isGatewayError } from '@agrolease/contracts';
import {
  factoringCustomerNote,
  formatIsoDayRu,
  formatRoubles,
  moscowDay,
  registerTimeline,
} from '@agrolease/domain';
import { Alert, Button, SimpleGrid } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { data, Form, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { StepsTimeline } from '../../../components/cabinet/steps-timeline';
import { FACTORING_BASE } from '../../../components/factoring/factoring-sections';
import { InvoiceActions } from '../../../components/factoring/invoice-actions';
import {
  INVOICE_FIELDS,
  InvoiceFields,
  type TInvoiceValues,
} from '../../../components/factoring/invoice-fields';
import { InvoiceScanLink, InvoiceScanUpload } from '../../../components/factoring/invoice-scan';
import { RegisterStatus } from '../../../components/factoring/register-card';
import { Group, PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import { serviceLevels } from '../../../lib/service-levels.server';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Реестр', description: 'Накладные реестра и его отправка на финансирование.' }),
  { name: 'robots', content: 'noindex' },
];

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const reply = await getGateway(context).call(factoring.factoringRegister, { id: idOf(params) });
    // With the server's day, so that the page hydrates with the same dates (decision 0183).
    const timeline = registerTimeline(reply.item, 'supplier', moscowDay(), serviceLevels());
    return { ...reply, timeline };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

type Values = TInvoiceValues;

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = idOf(params);
  const form = await request.formData();
  const gateway = getGateway(context);
  const intent = form.get('intent');
  const values = Object.fromEntries(
    INVOICE_FIELDS.map((name) => [name, String(form.get(name) ?? '').trim()]),
  ) as Values;
  const invoiceId = Number(form.get('id_invoice'));
  try {
    if (intent === 'send') {
      await gateway.call(factoring.factoringRegisterSend, { id });
      return { sent: true, done: true, values: null, errors: {}, message: null };
    }
    if (intent === 'edit') await gateway.call(factoring.factoringInvoiceEdit, { id: invoiceId, ...values });
    else if (intent === 'delete') await gateway.call(factoring.factoringInvoiceDelete, { id: invoiceId });
    else await gateway.call(factoring.factoringInvoiceAdd, { id_register: id, ...values });
    return { sent: false, done: true, values: null, errors: {}, message: null };
  } catch (error) {
    if (
      isGatewayError(error) &&
      (error.status === 400 || (intent !== null && intent !== 'invoice' && error.status === 404))
    ) {
      const errors: Partial<Values> = {};
      for (const item of error.reply.errors_list ?? []) errors[item.prop as keyof Values] = item.error;
      return data(
        { sent: false, done: false, values, errors, message: error.reply.error_message },
        { status: error.status },
      );
    }
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** One register: its invoices, a new invoice while a draft, sending it (decision 0088). */
export default function FactoringRegister({
  loaderData: { item, invoices, timeline },
  actionData,
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors: Partial<Values> = actionData?.errors ?? {};
  const placed = Object.keys(errors).some((key) => (INVOICE_FIELDS as readonly string[]).includes(key));
  const intent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Реестры', href: `${FACTORING_BASE}/registers` },
          { title: item.number, href: `${FACTORING_BASE}/registers/${item.id}` },
        ]}
      />
      <Group justify="space-between" gap="sm">
        <PageTitle data-testid="factoring-register-title">Реестр {item.number}</PageTitle>
        <span data-testid="factoring-register-status">
          <RegisterStatus item={item} />
        </span>
      </Group>
      {actionData?.sent && (
        <Alert color="green" title="Реестр отправлен">
          Покупатель подтвердит поставки в своём кабинете, затем фактор выплатит аванс.
        </Alert>
      )}
      {actionData?.message && !placed && <Alert color="red">{actionData.message}</Alert>}
      {!item.customer_registered && (
        <Alert color="yellow" title="Покупатель не зарегистрирован" data-testid="factoring-customer-note">
          {factoringCustomerNote({ inn: item.customer.inn, registered: false })}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
          <div style={{ minWidth: 0 }}>
            <Text fz="xs" c="dimmed">
              Покупатель
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.customer.title}
            </Text>
            <Text fz="xs">ИНН {item.customer.inn}</Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              Сумма реестра
            </Text>
            <Text fw={600} data-testid="factoring-register-total">
              {formatRoubles(item.total)}
            </Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              Аванс (90%)
            </Text>
            <Text fw={600}>{formatRoubles(item.advance)}</Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              Профинансировано
            </Text>
            <Text fw={600}>{formatRoubles(item.financed_sum)}</Text>
          </div>
        </SimpleGrid>
        {item.customer_comment && (
          <Text mt="md" c={item.status === 'disputed' ? 'red' : undefined}>
            Ответ покупателя: {item.customer_comment}
          </Text>
        )}
      </Paper>
      <StepsTimeline steps={timeline} title="Ход реестра" />
      <section aria-label="Накладные">
        <Title order={2} fz="lg" mb="sm">
          Накладные
        </Title>
        {invoices.length === 0 ? (
          <Text c="dimmed">В реестре пока нет накладных.</Text>
        ) : (
          <Stack gap="xs" data-testid="factoring-invoices">
            {invoices.map((invoice) => (
              <Paper key={invoice.id} withBorder radius="md" p="sm" data-testid="factoring-invoice">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{invoice.number}</Text>
                  <Text fw={600}>{formatRoubles(invoice.amount)}</Text>
                </Group>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  от {formatIsoDayRu(invoice.issued)}, оплата до {formatIsoDayRu(invoice.due)}
                  {invoice.delivery ? ` · ${invoice.delivery}` : ''}
                </Text>
                <InvoiceScanLink invoice={invoice} />
                {item.status === 'draft' && <InvoiceScanUpload invoice={invoice} />}
                {item.status === 'draft' && <InvoiceActions invoice={invoice} />}
              </Paper>
            ))}
          </Stack>
        )}
      </section>
      {item.status === 'draft' && (
        <>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-label="Новая накладная"
          >
            <Title order={2} fz="lg" mb="sm">
              Добавить накладную
            </Title>
            <Form method="post" key={invoices.length}>
              <input type="hidden" name="intent" value="invoice" />
              <InvoiceFields values={actionData?.values} errors={errors} />
              <Group mt="md">
                <Button
                  type="submit"
                  variant="default"
                  leftSection={<IconPlus size={18} />}
                  loading={intent === 'invoice'}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Добавить накладную
                </Button>
              </Group>
            </Form>
          </Paper>
          <Form method="post">
            <input type="hidden" name="intent" value="send" />
            <Button
              type="submit"
              leftSection={<IconSend size={18} />}
              loading={intent === 'send'}
              w={{ base: '100%', xs: 'auto' }}
            >
              Отправить на финансирование
            </Button>
          </Form>
        </>
      )}
    </Stack>
  );
}
