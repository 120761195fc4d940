import { providers } from '@agrolease/contracts';
import { pluralRu } from '@agrolease/domain';
import {
  Badge,
  Box,
  Card,
  Container,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconSearch } from '@tabler/icons-react';
import { Form, useSearchParams } from 'react-router';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { ListPagination } from '../../components/listing/list-pagination';
import { useListingFilter } from '../../components/listing/listing-filter';
import { PlaceLine } from '../../components/listing/place-line';
import { RegionSelect } from '../../components/listing/region-select';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import classes from '../../components/sale/sale.module.css';
import { getGateway } from '../../lib/gateway.server';
import { listingQuery, orUnfilteredList } from '../../lib/listing.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/catalog';

const QUERY_PARAMS = ['query', 'region', 'kind', 'page'];

/** /providers/catalog/: the suppliers catalogue (docs/decisions/0033). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = listingQuery(url, QUERY_PARAMS, 24);
  const page = await orUnfilteredList(url, getGateway(context).call(providers.getSuppliers, query));
  return { page, origin: context.origin };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Поставщики сельхозтехники',
    description:
      'Производители и дилеры сельскохозяйственной техники, аккредитованные АО «Агролизинг»: поиск по названию и ИНН, фильтр по региону.',
  });

function KindFilter() {
  const { params, applyFilter } = useListingFilter();
  return (
    <SegmentedControl
      value={params.get('kind') ?? ''}
      data={[
        { value: '', label: 'Все' },
        { value: 'producer', label: 'Производители' },
        { value: 'dealer', label: 'Дилеры' },
      ]}
      onChange={(value) => applyFilter({ kind: value })}
    />
  );
}

export default function ProvidersCatalog({ loaderData }: Route.ComponentProps) {
  const { page, origin } = loaderData;
  const [params] = useSearchParams();
  const total = page.countCollection;
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={publicBreadcrumbs([{ title: 'Поставщики', href: '/providers/catalog/' }])}
          origin={origin}
        />
        <Group justify="space-between" align="flex-end">
          <Box>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              Поставщики
            </Title>
            <Text c="dimmed" mt={6} maw={720}>
              Производители и дилеры, чья техника доступна в лизинг. Аккредитованные поставщики проверены
              компанией.
            </Text>
          </Box>
          <PlainButton component={AppLink} to="/providers/partnership/" variant="light">
            Стать поставщиком
          </PlainButton>
        </Group>
        <Form method="get" action="/providers/catalog/" role="search">
          {['region', 'kind'].map((name) =>
            params.get(name) ? (
              <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} />
            ) : null,
          )}
          <Group gap="sm" align="flex-end">
            <TextInput
              name="query"
              aria-label="Название или ИНН"
              placeholder="Название или ИНН"
              defaultValue={params.get('query') ?? ''}
              leftSection={<IconSearch size={16} />}
              style={{ flex: '1 1 260px' }}
            />
            <PlainButton type="submit">Найти</PlainButton>
          </Group>
        </Form>
        <Group justify="space-between" gap="sm">
          <KindFilter />
          <RegionSelect regions={page.filterData.regions} />
        </Group>
        <Text fw={600} data-testid="providers-count">
          {total} {pluralRu(total, ['поставщик', 'поставщика', 'поставщиков'])}
        </Text>
        {page.items.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>Ничего не найдено</Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {page.items.map((supplier) => (
              <Card
                key={supplier.id}
                component={AppLink}
                to={supplier.url}
                withBorder
                className={classes.card}
                data-testid="supplier-card"
              >
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} lineClamp={2}>
                    {supplier.title}
                  </Text>
                  {supplier.is_accredited && (
                    <IconCircleCheck
                      size={20}
                      color="var(--mantine-color-field-7)"
                      aria-label="Аккредитован"
                      style={{ flex: 'none' }}
                    />
                  )}
                </Group>
                <PlaceLine city={supplier.city} region={supplier.region} variant="card" mt={6} />
                <Group gap="xs" mt="sm">
                  <Badge variant="light" color={supplier.kind === 'producer' ? 'blue' : 'gray'} size="sm">
                    {supplier.kind_title}
                  </Badge>
                  <Text fz="sm" c="dimmed">
                    {supplier.products_count}{' '}
                    {pluralRu(supplier.products_count, ['товар', 'товара', 'товаров'])}
                  </Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
        <ListPagination page={page.paginatorData.paginator.page} pages={page.paginatorData.paginator.pages} />
      </Stack>
    </Container>
  );
}
