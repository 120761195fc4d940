import { NEW_PRODUCT_PAGE } from '@agrolease/contracts/supplier-new-products-values';
import { NOMENCLATURE_PAGE } from '@agrolease/contracts/supplier-values';
import { formatRoubles, pluralRu } from '@agrolease/domain';
import { Alert, Button, Stack as MantineStack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { Form, useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ExportButtons } from '../../../components/listing/export-buttons';
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
import { PlainButton } from '../../../components/plain/plain-button';
import { AppLink } from '../../../components/routing/app-link';
import { ProductChangeBadge } from '../../../components/supplier/product-change-badge';
import { ProductsTabs } from '../../../components/supplier/products-tabs';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/nomenclature';
import { loadSupplierProducts } from './supplier-products.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Номенклатура',
    description: 'Техника поставщика в каталоге, уровни цен и модерация изменений.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSupplierProducts(request, context);
}

/** The supplier's machines in the catalogue (spec 1 §2 "Supplier", SupplierCRMProducts; decision 0086). */
export default function SupplierNomenclature({ loaderData }: Route.ComponentProps) {
  const { list, locked } = loaderData;
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Номенклатура', href: NOMENCLATURE_PAGE }]} />
      <PageTitle>Номенклатура</PageTitle>
      <ProductsTabs />
      {params.get('sent') === '1' && (
        <Alert color="green" icon={<IconCheck />} data-testid="new-product-sent">
          Карточка отправлена на модерацию. Техника появится в каталоге, когда менеджер её примет.
        </Alert>
      )}
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {list && (
        <>
          <Text c="dimmed" fz="sm">
            {list.company} · {list.count_collection}{' '}
            {pluralRu(list.count_collection, ['единица техники', 'единицы техники', 'единиц техники'])} в
            каталоге
            {list.pending > 0 ? ` · на модерации: ${list.pending}` : ''}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Form method="get" style={{ flex: '1 1 240px', minWidth: 0 }} role="search">
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  name="query"
                  label="Поиск по названию, марке, модели или номеру"
                  defaultValue={params.get('query') ?? ''}
                  maxLength={200}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <PlainButton type="submit" leftSection={<IconSearch size={16} />} aria-label="Найти">
                  Найти
                </PlainButton>
              </Group>
            </Form>
            <Button
              component={AppLink}
              to={NEW_PRODUCT_PAGE}
              leftSection={<IconPlus size={16} />}
              w={{ base: '100%', xs: 'auto' }}
            >
              Добавить технику
            </Button>
          </Group>
          <ExportButtons xlsx={list.download_url} />
          {list.new_cards.length > 0 && (
            <MantineStack gap="xs" component="section" aria-label="Новые карточки">
              <Title order={2} fz="lg">
                Новые карточки
              </Title>
              {list.new_cards.map((card) => (
                <Paper
                  key={card.id}
                  withBorder
                  radius="md"
                  p={{ base: 'sm', sm: 'md' }}
                  data-testid="new-card"
                >
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {card.title}
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {card.category}
                      </Text>
                    </div>
                    <ProductChangeBadge status={card.status} title={card.status_title} />
                  </Group>
                  {card.status === 'rejected' && card.manager_comment && (
                    <Text fz="sm" c="red" mt={4}>
                      Причина: {card.manager_comment}
                    </Text>
                  )}
                  <Group gap="md" mt="xs">
                    {card.edit_url && (
                      <Anchor to={card.edit_url} fz="sm">
                        {card.status === 'rejected' ? 'Исправить и отправить снова' : 'Открыть карточку'}
                      </Anchor>
                    )}
                    {card.product_url && (
                      <Anchor href={card.product_url} target="_blank" fz="sm">
                        На сайте
                      </Anchor>
                    )}
                  </Group>
                </Paper>
              ))}
            </MantineStack>
          )}
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {params.get('query') ? 'Ничего не найдено' : 'В каталоге пока нет вашей техники'}
            </Text>
          )}
          <Stack gap="sm">
            {list.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supplier-product"
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Anchor to={item.edit_url} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Anchor>
                    <Text fz="sm" c="dimmed">
                      № {item.id} · {item.category} · {item.year} г.
                    </Text>
                  </div>
                  {item.change && (
                    <ProductChangeBadge status={item.change.status} title={item.change.status_title} />
                  )}
                </Group>
                <Group justify="space-between" gap="xs" mt="xs" wrap="wrap">
                  <Text fw={600}>
                    {item.prices_count > 1 ? 'от ' : ''}
                    {formatRoubles(item.price)}
                    <Text span c="dimmed" fz="sm" fw={400}>
                      {' '}
                      · {item.prices_count}{' '}
                      {pluralRu(item.prices_count, ['уровень цены', 'уровня цены', 'уровней цены'])}
                    </Text>
                  </Text>
                  <Group gap="md">
                    <Anchor to={item.edit_url} fz="sm">
                      Уровни цен
                    </Anchor>
                    <Anchor href={item.url} target="_blank" fz="sm">
                      На сайте
                    </Anchor>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          <ListPagination pages={list.pages} page={list.page} />
        </>
      )}
    </Stack>
  );
}
