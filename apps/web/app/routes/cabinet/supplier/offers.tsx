import { supplierLeads } from '@agrolease/contracts';
import { OFFERS_PAGE } from '@agrolease/contracts/supplier-leads-values';
import { formatIsoDayRu, formatRoubles } from '@agrolease/domain';
import { Alert, Button, NativeSelect, SimpleGrid, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { StatusBadge } from '../../../components/cabinet/requests/status-badge';
import { MoneyInput } from '../../../components/forms/money-input';
import { ListPagination } from '../../../components/listing/list-pagination';
import {
  Anchor,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { ProductsTabs } from '../../../components/supplier/products-tabs';
import {
  EntryIntentButton,
  SupplierTabFormOutcome,
  useSupplierTabForm,
} from '../../../components/supplier/supplier-tab-form';
import { listPage } from '../../../lib/list-page';
import { readForm } from '../../../lib/request-form.server';
import { sendFromAction } from '../../../lib/send-from-action.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/offers';
import { loadSupplierCall } from './supplier-call.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Спецпредложения',
    description: 'Специальные предложения поставщика на его технику.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = listPage(new URL(request.url));
  const { reply, locked } = await loadSupplierCall(context, supplierLeads.supplierOffers, { page });
  return { list: reply, locked };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const value = (name: string) => String(form.get(name) ?? '');
  if (value('intent') === 'withdraw')
    return sendFromAction(context, 'withdraw', supplierLeads.supplierOfferWithdraw, {
      id_object: value('id'),
    });
  return sendFromAction(context, 'create', supplierLeads.supplierOfferCreate, {
    id_product: value('id_product'),
    price: value('price').replace(/\s/g, ''),
    starts_on: value('starts_on'),
    ends_on: value('ends_on'),
    text: value('text'),
  });
}

/** The supplier's special offers: a new one goes to the manager; accepted, it is public (decision 0106). */
export default function SupplierOffers({ loaderData }: Route.ComponentProps) {
  const { list, locked } = loaderData;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Спецпредложения', href: OFFERS_PAGE }]} />
      <PageTitle>Специальные предложения</PageTitle>
      <ProductsTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {list && (
        <>
          <Text c="dimmed" fz="sm">
            Специальная цена на вашу технику на время. После проверки менеджером предложение показывается в
            разделе «Специальные предложения» сайта до последнего дня периода.
          </Text>
          {list.products.length > 0 && <NewOffer products={list.products} today={list.today} />}
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              Предложений пока нет
            </Text>
          )}
          <Stack gap="sm">
            {list.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supplier-offer"
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Anchor
                    href={item.product.url}
                    target="_blank"
                    fw={600}
                    style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                  >
                    {item.product.title}
                  </Anchor>
                  <StatusBadge status={item.status} title={item.runs ? 'На сайте' : item.status_title} />
                </Group>
                <Text fz="sm" mt={4}>
                  <Text span fw={700}>
                    {formatRoubles(item.price)}
                  </Text>{' '}
                  <Text span c="dimmed" td="line-through">
                    {formatRoubles(item.product.price)}
                  </Text>{' '}
                  · с {formatIsoDayRu(item.starts_on)} по {formatIsoDayRu(item.ends_on)}
                </Text>
                <Text fz="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {item.text}
                </Text>
                {item.manager_comment && (
                  <Text fz="sm" c="dimmed" mt={4}>
                    Менеджер: {item.manager_comment}
                  </Text>
                )}
                {(item.status === 'pending' || item.status === 'accepted') && (
                  <EntryIntentButton intent="withdraw" id={item.id}>
                    Снять предложение
                  </EntryIntentButton>
                )}
              </Paper>
            ))}
          </Stack>
          <ListPagination pages={list.pages} page={list.page} />
        </>
      )}
    </Stack>
  );
}

function NewOffer({
  products,
  today,
}: {
  products: { id: number; title: string; price: number }[];
  today: string;
}) {
  const { fetcher, formRef, failed, done } = useSupplierTabForm();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <fetcher.Form method="post" ref={formRef}>
        <input type="hidden" name="intent" value="create" />
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Новое предложение
          </Title>
          <SupplierTabFormOutcome failed={failed} done={done}>
            Предложение отправлено на модерацию
          </SupplierTabFormOutcome>
          <NativeSelect
            name="id_product"
            label="Техника"
            data={products.map((product) => ({
              value: String(product.id),
              label: `${product.title} — ${formatRoubles(product.price)}`,
            }))}
            error={failed?.errors.id_product}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <MoneyInput name="price" label="Специальная цена, ₽" required error={failed?.errors.price} />
            <PlainTextInput
              name="starts_on"
              type="date"
              min="1900-01-01"
              max="2100-12-31"
              label="С"
              defaultValue={today}
              required
              error={failed?.errors.starts_on}
            />
            <PlainTextInput
              name="ends_on"
              type="date"
              min="1900-01-01"
              max="2100-12-31"
              label="По"
              required
              error={failed?.errors.ends_on}
            />
          </SimpleGrid>
          <Textarea
            name="text"
            label="Коротко о предложении"
            autosize
            minRows={2}
            maxLength={300}
            required
            error={failed?.errors.text}
          />
          <Button type="submit" loading={fetcher.state !== 'idle'} w={{ base: '100%', xs: 'auto' }}>
            Отправить на модерацию
          </Button>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
