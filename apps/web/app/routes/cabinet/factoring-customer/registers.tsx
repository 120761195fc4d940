import { factoring, isGatewayError } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import {
  factoringHasDocuments,
  formatIsoDayRu,
  formatRoubles,
  moscowDay,
  registerTimeline,
} from '@agrolease/domain';
import { Alert, Button, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { data, Form, useNavigation } from 'react-router';
import { StepsTimeline } from '../../../components/cabinet/steps-timeline';
import { DocumentDownload } from '../../../components/factoring/document-download';
import { FACTORING_CUSTOMER_BASE } from '../../../components/factoring/factoring-sections';
import { InvoiceScanLink } from '../../../components/factoring/invoice-scan';
import { RegisterCard } from '../../../components/factoring/register-card';
import { ListPage } from '../../../components/list-page/list-page';
import { Group, Stack, Text } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import { serviceLevels } from '../../../lib/service-levels.server';
import type { Route } from './+types/registers';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Реестры поставщиков', description: 'Реестры поставок на подтверждение.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const reply = await getGateway(context).call(factoring.factoringCustomerRegisters, {});
  // Each register's steps with the server's day (decision 0183): the customer's answer due first.
  const today = moscowDay();
  return {
    exportPath: listReportPath(factoring.factoringCustomerRegisters),
    ...reply,
    items: reply.items.map((item) => ({
      ...item,
      timeline: registerTimeline(item, 'customer', today, serviceLevels()),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const decision = form.get('decision') === 'dispute' ? 'dispute' : 'confirm';
  const comment = String(form.get('comment') ?? '');
  try {
    const reply = await getGateway(context).call(factoring.factoringCustomerAnswer, {
      id,
      decision,
      comment,
    });
    return { id, done: reply.item.status_title, error: null };
  } catch (error) {
    if (isGatewayError(error) && (error.status === 400 || error.status === 404)) {
      return data({ id, done: null, error: error.reply.error_message }, { status: error.status });
    }
    throw error;
  }
}

/** Registers suppliers sent to this customer: confirm or dispute (spec 1 §2; decision 0088). */
export default function FactoringCustomerRegisters({
  loaderData: { exportPath, items },
  actionData,
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  return (
    <ListPage
      crumbs={[{ title: 'Реестры', href: `${FACTORING_CUSTOMER_BASE}/registers` }]}
      title="Реестры поставщиков"
      intro={
        <Text fz="sm" c="dimmed">
          Поставщики уступили фактору право требования по этим поставкам. Подтвердите реестр, если поставки
          получены, или оспорьте его с объяснением.
        </Text>
      }
      exportPath={exportPath}
      items={items}
      card={(item) => (
        <RegisterCard item={item} party="supplier">
          <Stack gap={2} mt="xs">
            {item.invoice_list.map((invoice) => (
              <div key={invoice.id}>
                <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
                  {invoice.number} от {formatIsoDayRu(invoice.issued)}: {formatRoubles(invoice.amount)},
                  оплата до {formatIsoDayRu(invoice.due)}
                </Text>
                <InvoiceScanLink invoice={invoice} />
              </div>
            ))}
          </Stack>
          <div style={{ marginTop: 12 }}>
            <StepsTimeline
              steps={item.timeline}
              bare
              title={`Ход реестра ${item.number}`}
              testId="register-timeline"
            />
          </div>
          {factoringHasDocuments(item.status) && (
            <Group mt="sm">
              <DocumentDownload
                href={factoring.factoringDocumentUrl('notice', item.id)}
                label="Уведомление об уступке (PDF)"
              />
            </Group>
          )}
          {actionData?.id === item.id && actionData.done && (
            <Alert color="green" mt="sm">
              Ответ сохранён: {actionData.done}
            </Alert>
          )}
          {actionData?.id === item.id && actionData.error && (
            <Alert color="red" mt="sm">
              {actionData.error}
            </Alert>
          )}
          {item.status === 'sent' && (
            <Form method="post">
              <input type="hidden" name="id" value={item.id} />
              <Textarea
                name="comment"
                label="Комментарий"
                description="Обязателен, если оспариваете"
                autosize
                minRows={2}
                maxLength={1000}
                mt="sm"
              />
              <Group gap="sm" mt="sm">
                <Button
                  type="submit"
                  name="decision"
                  value="confirm"
                  color="green"
                  leftSection={<IconCheck size={18} />}
                  loading={busy === String(item.id)}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Подтвердить
                </Button>
                <Button
                  type="submit"
                  name="decision"
                  value="dispute"
                  color="red"
                  variant="light"
                  leftSection={<IconX size={18} />}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Оспорить
                </Button>
              </Group>
            </Form>
          )}
        </RegisterCard>
      )}
      empty="Реестров на ваше имя нет."
      pages={1}
    />
  );
}
