import { stock } from '@agrolease/contracts';
import { formatRoubles, pluralRu } from '@agrolease/domain';
import {
  Badge,
  Box,
  Card,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useSearchParams } from 'react-router';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { CategoryPills } from '../../components/listing/category-pills';
import { ListPagination } from '../../components/listing/list-pagination';
import { filteredSearch, useListingFilter } from '../../components/listing/listing-filter';
import { PlaceLine } from '../../components/listing/place-line';
import { RegionSelect } from '../../components/listing/region-select';
import { AppLink } from '../../components/routing/app-link';
import classes from '../../components/sale/sale.module.css';
import { readinessText } from '../../components/stock/readiness';
import { getGateway } from '../../lib/gateway.server';
import { listingQuery, orUnfilteredList } from '../../lib/listing.server';
import { orNotFound } from '../../lib/not-found.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/list';

const QUERY_PARAMS = ['category', 'region', 'ready', 'sort', 'by', 'page'];

/** /stock/: machinery in stock, ready for immediate lease (docs/decisions/0032). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = listingQuery(url, QUERY_PARAMS, 24);
  const page = await orUnfilteredList(url, orNotFound(getGateway(context).call(stock.stockCatalog, query)));
  return { page, origin: context.origin };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Техника в наличии',
    description:
      'Сельхозтехника на складах АО «Агролизинг», готовая к передаче в лизинг сразу после подписания договора: тракторы, комбайны, сеялки и другая техника в регионах.',
  });

function ReadySwitch() {
  const { params, applyFilter } = useListingFilter();
  return (
    <Switch
      label="Только готовая к отгрузке"
      checked={params.get('ready') === '1'}
      onChange={(event) => applyFilter({ ready: event.currentTarget.checked ? '1' : null })}
    />
  );
}

export default function StockList({ loaderData }: Route.ComponentProps) {
  const { page, origin } = loaderData;
  const [params] = useSearchParams();
  const category = params.get('category');
  const total = page.countCollection;
  const categoryHref = (uri: string | null) => `/stock/${filteredSearch(params, { category: uri })}`;
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={publicBreadcrumbs([{ title: 'Техника в наличии', href: '/stock/' }])}
          origin={origin}
        />
        <Box>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            Техника в наличии
          </Title>
          <Text c="dimmed" mt={6} maw={760}>
            Техника на складах компании: передаём в лизинг сразу после подписания договора, без ожидания
            поставки от завода.
          </Text>
        </Box>
        <CategoryPills
          label="Категории"
          allHref={categoryHref(null)}
          current={category}
          items={page.filterData.categories.map((item) => ({ ...item, href: categoryHref(item.uri) }))}
        />
        <Group justify="space-between" gap="sm">
          <Text fw={600}>
            {total} {pluralRu(total, ['позиция', 'позиции', 'позиций'])}
          </Text>
          <Group gap="md">
            <ReadySwitch />
            <RegionSelect regions={page.filterData.regions} />
          </Group>
        </Group>
        {page.items.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>По вашему запросу ничего не найдено</Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
            {page.items.map((item) => (
              <Card
                key={item.id}
                component={AppLink}
                to={item.url}
                withBorder
                className={classes.card}
                data-testid="stock-card"
              >
                <Card.Section>
                  <Image
                    src={item.image}
                    alt=""
                    className={classes.cardImage}
                    style={{ objectFit: 'contain', padding: 12 }}
                  />
                </Card.Section>
                <Group gap={6} mt="sm">
                  <Badge variant="light" color={item.is_ready ? 'teal' : 'yellow'} size="sm">
                    {readinessText(item.ready_date, item.is_ready)}
                  </Badge>
                  <Text fz="xs" c="dimmed">
                    {item.quantity} шт.
                  </Text>
                </Group>
                <Text fw={600} mt={6} lineClamp={2}>
                  {item.title}
                </Text>
                <PlaceLine city={item.city} region={item.region} variant="card" mt={4} />
                <Text fw={800} fz="lg" c="field.8" mt="auto" pt="sm">
                  {formatRoubles(item.price)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
        <ListPagination page={page.paginatorData.paginator.page} pages={page.paginatorData.paginator.pages} />
      </Stack>
    </Container>
  );
}
