import { supplierDeliveries as contract } from '@agrolease/contracts';
import { SUPPLIER_COMPLAINTS_PAGE } from '@agrolease/contracts/supplier-deliveries-values';
import { Alert, Button, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { Form, useActionData, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ruDate } from '../../../components/cabinet/offer-view';
import { Group, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { StateBadge } from '../../../components/supplier/supply-contract-badge';
import { getGateway } from '../../../lib/gateway.server';
import { idParam } from '../../../lib/not-found.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/complaint';
import { refusal, supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Рекламация', description: 'Обращение клиента о поставленной технике.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierComplaint, { id_object: idParam(params.id) }),
  );
  return { item: reply?.item ?? null, locked };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    await getGateway(context).call(contract.supplierComplaintAnswer, {
      id_object: idParam(params.id),
      text: String(form.get('text') ?? ''),
    });
    return { ok: true as const };
  } catch (error) {
    return refusal(error);
  }
}

/** One complaint about the supplier's machine and the supplier's answer (decision 0107). */
export default function SupplierComplaint({ loaderData }: Route.ComponentProps) {
  const { item, locked } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (!item) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {locked}
      </Alert>
    );
  }
  const failed = result && !result.ok ? result : undefined;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Рекламации', href: SUPPLIER_COMPLAINTS_PAGE },
          { title: item.code, href: item.url },
        ]}
      />
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Обращение {item.code}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {ruDate(item.created)} · {item.client} · сделка {item.deal.code}
          </Text>
        </div>
        <StateBadge tone={item.status === 'answered' ? 'done' : 'waiting'} title={item.status_title} />
      </Group>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-label="Обращение клиента"
      >
        <Text fz="xs" c="dimmed">
          Тема
        </Text>
        <Text fw={600}>{item.topic}</Text>
        {item.products.length > 0 && (
          <Text fz="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            Техника: {item.products.join(', ')}
          </Text>
        )}
        <Text mt="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {item.text}
        </Text>
      </Paper>
      {result?.ok && (
        <Alert color="green" icon={<IconCheck />} data-testid="complaint-answered">
          Ответ отправлен клиенту в личный кабинет.
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Ваш ответ">
        <Title order={2} fz="lg" mb="sm">
          {item.status === 'answered' ? 'Ваш ответ' : 'Ответить клиенту'}
        </Title>
        {item.answered && (
          <Text fz="sm" c="dimmed" mb="xs">
            Отправлен {ruDate(item.answered)}. Исправленный ответ клиент тоже получит.
          </Text>
        )}
        <Form method="post" key={item.answered ?? 'new'}>
          <Stack gap="sm">
            <Textarea
              name="text"
              label="Ответ"
              defaultValue={item.answer}
              autosize
              minRows={4}
              maxLength={4000}
              required
              error={failed?.errors.text ?? (failed && !failed.errors.text ? failed.message : undefined)}
            />
            <Button
              type="submit"
              loading={navigation.state === 'submitting'}
              style={{ alignSelf: 'flex-start' }}
            >
              {item.status === 'answered' ? 'Исправить ответ' : 'Отправить ответ'}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
