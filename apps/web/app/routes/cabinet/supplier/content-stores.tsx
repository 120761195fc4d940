import { supplierContent as contract } from '@agrolease/contracts';
import {
  CONTENT_STORES_PAGE,
  STORE_KIND_TITLE,
  STORE_KINDS,
} from '@agrolease/contracts/supplier-content-values';
import { formatPhone, readableAddress } from '@agrolease/domain';
import { Alert, Button, NativeSelect, SimpleGrid } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { PhoneInput } from '../../../components/forms/phone-input';
import { Badge, Group, PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { ContentTabs } from '../../../components/supplier/content-tabs';
import { getGateway } from '../../../lib/gateway.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/content-stores';
import { refusal, supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Магазины и сервис', description: 'Точки продаж и сервиса компании.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { reply, locked } = await supplierCall(getGateway(context).call(contract.supplierStores, {}));
  return { items: reply?.items ?? null, locked };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? '');
  const gateway = getGateway(context);
  try {
    if (text('intent') === 'delete') {
      await gateway.call(contract.supplierStoreDelete, { id_object: text('id_object') } as never);
      return { ok: true as const, done: 'deleted' as const };
    }
    const id = text('id_object');
    await gateway.call(contract.supplierStoreSave, {
      ...(id ? { id_object: id } : {}),
      kind: text('kind'),
      title: text('title'),
      address: text('address'),
      phone: text('phone'),
      hours: text('hours'),
      lat: text('lat'),
      lon: text('lon'),
    } as never);
    return { ok: true as const, done: 'saved' as const };
  } catch (error) {
    return refusal(error);
  }
}

const KINDS = STORE_KINDS.map((kind) => ({ value: kind, label: STORE_KIND_TITLE[kind] }));

function StoreForm({ store, onCancel }: { store: contract.TStore | null; onCancel: () => void }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        {store ? 'Изменить точку' : 'Новая точка'}
      </Title>
      <Form method="post">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id_object" value={store?.id ?? ''} />
        <Stack gap="sm">
          <NativeSelect
            name="kind"
            label="Тип"
            data={KINDS}
            defaultValue={store?.kind ?? 'sale'}
            error={errors.kind}
          />
          <PlainTextInput
            name="title"
            label="Название"
            defaultValue={store?.title}
            maxLength={200}
            required
            error={errors.title}
          />
          <PlainTextInput
            name="address"
            label="Адрес"
            defaultValue={store?.address}
            maxLength={300}
            required
            error={errors.address}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <PhoneInput
              name="phone"
              label="Телефон"
              defaultValue={store?.phone}
              maxLength={40}
              error={errors.phone}
            />
            <PlainTextInput
              name="hours"
              label="Часы работы"
              placeholder="Пн–Пт 8:00–18:00"
              defaultValue={store?.hours}
              maxLength={200}
              error={errors.hours}
            />
            <PlainTextInput
              name="lat"
              label="Широта (необязательно)"
              inputMode="decimal"
              placeholder="51.6615"
              defaultValue={store?.lat ?? ''}
              error={errors.lat}
            />
            <PlainTextInput
              name="lon"
              label="Долгота (необязательно)"
              inputMode="decimal"
              placeholder="39.2305"
              defaultValue={store?.lon ?? ''}
              error={errors.lon}
            />
          </SimpleGrid>
          {failed && !Object.keys(errors).length && (
            <Text c="red" fz="sm" role="alert">
              {failed.message}
            </Text>
          )}
          <Group gap="xs">
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {store ? 'Сохранить' : 'Добавить точку'}
            </Button>
            <PlainButton variant="subtle" color="gray" onClick={onCancel}>
              Отмена
            </PlainButton>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** The supplier's points of sale and service, on /providers/{id}/ at once (decision 0111). */
export default function SupplierContentStores({ loaderData }: Route.ComponentProps) {
  const { items, locked } = loaderData;
  const result = useActionData<typeof action>();
  // null: no form; 'new': adding; a number: editing that point.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  useEffect(() => {
    if (result?.ok) setEditing(null);
  }, [result]);
  const store = typeof editing === 'number' ? (items?.find((item) => item.id === editing) ?? null) : null;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Магазины и сервис', href: CONTENT_STORES_PAGE }]} />
      <PageTitle>Магазины и сервис</PageTitle>
      <ContentTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {items && (
        <>
          <Text fz="sm" c="dimmed">
            Точки продаж и сервисные центры видны на странице компании на сайте сразу после сохранения.
          </Text>
          {result?.ok && (
            <Text fz="sm" c="green.8" role="status">
              {result.done === 'deleted' ? 'Точка удалена' : 'Точка сохранена'}
            </Text>
          )}
          {items.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              Точек пока нет.
            </Text>
          )}
          <Stack gap="sm">
            {items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supplier-store"
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Text>
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {readableAddress(item.address)}
                    </Text>
                    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {[item.phone && formatPhone(item.phone), item.hours].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                  <Badge variant="light" color={item.kind === 'service' ? 'orange' : 'blue'}>
                    {item.kind_title}
                  </Badge>
                </Group>
                <Group gap="xs" mt="xs">
                  <PlainButton
                    size="compact-sm"
                    variant="default"
                    onClick={() => setEditing(item.id)}
                    aria-label={`Изменить: ${item.title}`}
                  >
                    Изменить
                  </PlainButton>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id_object" value={item.id} />
                    <PlainButton
                      type="submit"
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Удалить: ${item.title}`}
                    >
                      Удалить
                    </PlainButton>
                  </Form>
                </Group>
              </Paper>
            ))}
          </Stack>
          {editing === null ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing('new')}
              style={{ alignSelf: 'flex-start' }}
            >
              Добавить точку
            </Button>
          ) : (
            <StoreForm key={String(editing)} store={store} onCancel={() => setEditing(null)} />
          )}
        </>
      )}
    </Stack>
  );
}
