import { supplierDeliveries as contract } from '@agrolease/contracts';
import { SHIPPING_PAGE } from '@agrolease/contracts/supplier-deliveries-values';
import { Alert, Button, SimpleGrid, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconTruckDelivery } from '@tabler/icons-react';
import { Form, useActionData, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ruDate } from '../../../components/cabinet/offer-view';
import { Group, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { DeliveryDocumentUpload } from '../../../components/supplier/delivery-document-upload';
import {
  DeliveryDocuments,
  DeliveryFacts,
  DeliveryStatusBadge,
} from '../../../components/supplier/delivery-view';
import { getGateway } from '../../../lib/gateway.server';
import { idParam } from '../../../lib/not-found.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/shipment';
import { refusal, supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Отгрузка', description: 'Отгрузка и поставка техники по сделке.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierDelivery, { id_object: idParam(params.id) }),
  );
  return { card: reply?.card ?? null, locked };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? '');
  try {
    await getGateway(context).call(contract.supplierDeliverySave, {
      id_object: idParam(params.id),
      shipped_on: field('shipped_on'),
      delivered_on: field('delivered_on'),
      waybill: field('waybill'),
      comment: field('comment'),
    });
    return { ok: true as const };
  } catch (error) {
    return refusal(error);
  }
}

/** One deal's shipment: the supplier records the dates and attaches the documents (decision 0090). */
export default function SupplierShipment({ loaderData }: Route.ComponentProps) {
  const { card, locked } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (!card) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {locked}
      </Alert>
    );
  }
  const { application, delivery } = card;
  const failed = result && !result.ok ? result : undefined;
  const dealCode = application.deal?.code ?? '';
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Отгрузки', href: SHIPPING_PAGE },
          { title: `Сделка ${dealCode}`, href: `${SHIPPING_PAGE}/${delivery.id}` },
        ]}
      />
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Отгрузка по сделке {dealCode}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {application.client} · договор {card.contract.name} от {ruDate(card.contract.date)}
          </Text>
        </div>
        <DeliveryStatusBadge status={delivery.status} title={delivery.status_title} />
      </Group>
      {result?.ok && (
        <Alert color="green" icon={<IconCheck />} data-testid="delivery-saved">
          Сохранено. Клиент и менеджер видят статус поставки.
        </Alert>
      )}
      <Alert
        color={card.todo.action ? 'orange' : 'blue'}
        title={card.todo.title}
        icon={<IconTruckDelivery />}
      >
        <Text fz="sm">{card.todo.text}</Text>
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          Что поставить
        </Title>
        <Stack gap={2}>
          {application.products.map((line) => (
            <Text key={line.id_product} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.title} · {line.quantity} шт.
            </Text>
          ))}
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3 }} mt="sm">
          <div>
            <Text fz="xs" c="dimmed">
              Плановая поставка
            </Text>
            <Text fw={600}>{ruDate(card.contract.date_planned_shipment)}</Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              Номер поставки
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {card.contract.supply_code || '—'}
            </Text>
          </div>
        </SimpleGrid>
      </Paper>
      {card.can_edit ? (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label="Документы поставки"
        >
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Документы
            </Title>
            <Text fz="sm" c="dimmed">
              Отгрузочные документы и, для отметки о поставке, УПД или акт приёма-передачи. PDF, JPG, PNG, DOC
              или XLS до 15 МБ.
            </Text>
            <DeliveryDocuments documents={delivery.documents} />
            <DeliveryDocumentUpload dealId={delivery.id} disabled={navigation.state !== 'idle'} />
          </Stack>
        </Paper>
      ) : null}
      {card.can_edit ? (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label="Отгрузка и поставка"
        >
          <Form method="post" key={delivery.updated ?? 'new'}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Отгрузка и поставка
              </Title>
              {failed && (
                <Alert color="red" icon={<IconAlertCircle />} role="alert">
                  {failed.errors.documents ?? failed.message}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <PlainTextInput
                  type="date"
                  min="1900-01-01"
                  max="2100-12-31"
                  name="shipped_on"
                  label="Дата отгрузки"
                  defaultValue={delivery.shipped_on ?? ''}
                  error={failed?.errors.shipped_on}
                />
                <PlainTextInput
                  type="date"
                  min="1900-01-01"
                  max="2100-12-31"
                  name="delivered_on"
                  label="Дата поставки клиенту"
                  description="Когда клиент принял технику"
                  defaultValue={delivery.delivered_on ?? ''}
                  error={failed?.errors.delivered_on}
                />
              </SimpleGrid>
              <PlainTextInput
                name="waybill"
                label="Номер накладной"
                maxLength={60}
                defaultValue={delivery.waybill}
                error={failed?.errors.waybill}
              />
              <Textarea
                name="comment"
                label="Комментарий"
                maxLength={2000}
                autosize
                minRows={2}
                defaultValue={delivery.comment}
                error={failed?.errors.comment}
              />
              <Button
                type="submit"
                loading={navigation.state === 'submitting'}
                w={{ base: '100%', xs: 'fit-content' }}
              >
                Сохранить
              </Button>
            </Stack>
          </Form>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb="sm">
            Поставка
          </Title>
          <DeliveryFacts delivery={delivery} />
        </Paper>
      )}
    </Stack>
  );
}
