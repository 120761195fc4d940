import { sale } from '@agrolease/contracts';
import { pluralRu } from '@agrolease/domain';
import {
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { useHydrated } from '../../components/deferred/deferred';
import { CategoryPills } from '../../components/listing/category-pills';
import { ListPagination } from '../../components/listing/list-pagination';
import { useListingFilter } from '../../components/listing/listing-filter';
import { SaleGrid } from '../../components/sale/sale-card';
import { SaleFilters } from '../../components/sale/sale-filters';
import { getGateway } from '../../lib/gateway.server';
import { listingQuery, orUnfilteredList } from '../../lib/listing.server';
import { orNotFound } from '../../lib/not-found.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/catalog';

const QUERY_PARAMS = ['region', 'year_from', 'year_to', 'price_from', 'price_to', 'sort', 'by', 'page'];
const PAGE_SIZE = 24;
const SPECIAL_OFFERS = 4;

/** /sale/catalog/ and /sale/catalog/{category}/: the used-property catalogue (spec 1 §2). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // 24 fills whole rows of the 2-, 3- and 4-column grid; the call's own default stays 25.
  const query = listingQuery(url, QUERY_PARAMS, PAGE_SIZE);
  if (params.category) query.category = params.category;
  const gateway = getGateway(context);
  const [page, texts, documents, offers] = await orUnfilteredList(
    url,
    Promise.all([
      orNotFound(gateway.call(sale.saleCatalogV2, query)),
      gateway.call(sale.getSaleTexts),
      gateway.call(sale.getSaleDocuments),
      gateway.call(sale.getSaleSpecialOfferProducts, { limit: SPECIAL_OFFERS }),
    ]),
  );
  return {
    page,
    texts,
    documents: documents.items,
    offers: offers.items,
    category: params.category ?? null,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const text = args.data?.page.categoryText;
  return pageMeta(args, {
    title: text?.title ?? 'Продажа имущества с пробегом',
    description:
      text?.description ??
      'Техника после лизинга: тракторы, комбайны, грузовики и спецтехника с проверенной историей.',
  });
};

const SORT_VALUE = (sort: string, by: string) => `${sort}:${by}`;

function SortSelect({ options }: { options: { sort: string; by: string; title: string }[] }) {
  const { params, applyFilter } = useListingFilter();
  const current = SORT_VALUE(params.get('sort') ?? 'date', params.get('by') ?? 'desc');
  const hydrated = useHydrated();
  return (
    // The browser's own select (no combobox code on the page: decision 0081), live once hydrated.
    <NativeSelect
      aria-label="Сортировка"
      disabled={!hydrated}
      w={{ base: '100%', xs: 220 }}
      data={options.map((option) => ({ value: SORT_VALUE(option.sort, option.by), label: option.title }))}
      value={current}
      onChange={(event) => {
        const [sort = 'date', by = 'desc'] = event.currentTarget.value.split(':');
        applyFilter({ sort, by });
      }}
    />
  );
}

export default function SaleCatalog({ loaderData, matches }: Route.ComponentProps) {
  const { page, texts, documents, offers, category } = loaderData;
  const origin = (matches[0]?.data as { origin?: string } | undefined)?.origin;
  const crumbs = publicBreadcrumbs([
    { title: 'Продажа имущества', href: '/sale/catalog/' },
    ...(category ? [{ title: page.categoryText.title, href: `/sale/catalog/${category}/` }] : []),
  ]);
  const total = page.countCollection;
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={crumbs} origin={origin} />
        <Box>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {page.categoryText.title}
          </Title>
          <Text c="dimmed" mt={6} maw={760}>
            {page.categoryText.description}
          </Text>
        </Box>
        <CategoryPills
          label="Категории продажи"
          allHref="/sale/catalog/"
          current={category}
          items={page.filterData.categories.map((item) => ({ ...item, href: item.url }))}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SaleFilters key={`${category}`} filterData={page.filterData} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Group justify="space-between" mb="md" gap="sm">
              <Text fw={600} data-testid="sale-count">
                {total} {pluralRu(total, ['лот', 'лота', 'лотов'])}
              </Text>
              <SortSelect options={page.sortData} />
            </Group>
            {page.items.length > 0 ? (
              <Box data-testid="sale-results">
                <SaleGrid lots={page.items} />
              </Box>
            ) : (
              <Paper withBorder p="xl" ta="center">
                <Text fw={600}>По вашему запросу ничего не найдено</Text>
                <Text c="dimmed" fz="sm" mt={4}>
                  Измените фильтры или посмотрите все лоты.
                </Text>
                <Button component={Link} to="/sale/catalog/" variant="light" mt="md">
                  Все лоты
                </Button>
              </Paper>
            )}
            <ListPagination
              page={page.paginatorData.paginator.page}
              pages={page.paginatorData.paginator.pages}
            />
          </Grid.Col>
        </Grid>
        {offers.length > 0 && (
          <Box mt="lg">
            <Title order={2} fz={{ base: 20, sm: 26 }} mb="md">
              Сниженные цены
            </Title>
            <SaleGrid lots={offers} />
          </Box>
        )}
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="lg" bg="field.0">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {texts.title}
          </Title>
          <Text c="dimmed" mt={6} maw={860}>
            {texts.description}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="lg" spacing="lg">
            {texts.steps.map((step, index) => (
              <Box key={step.title}>
                <Text fw={800} c="field.7" fz={28} lh={1}>
                  {index + 1}
                </Text>
                <Text fw={600} mt={6}>
                  {step.title}
                </Text>
                <Text fz="sm" c="dimmed" mt={4}>
                  {step.text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Group gap="lg" mt="lg">
            {documents.map((document) => (
              <Anchor key={document.url} href={document.url} target="_blank" fz="sm">
                <Group gap={6} wrap="nowrap">
                  <IconFileTypePdf size={18} />
                  {document.title}
                </Group>
              </Anchor>
            ))}
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
