import { CATALOGUE_FILTER_FORM, countRu, formatNumberRu } from '@agrolease/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { data, Link, useLocation, useNavigate } from 'react-router';
import type { PageCacheHandle } from '../../../page-cache-key';
import { type Crumb, publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import classes from '../../components/catalogue/catalogue.module.css';
// The filter panel's styles come with the page: its code comes later (hydrateLater).
import '../../components/catalogue/filter-panel.module.css';
import { loadCatalogue } from '../../components/catalogue/catalogue-loader.server';
import { toQueryString, withParams } from '../../components/catalogue/catalogue-url';
import { OfferStrips } from '../../components/catalogue/offer-strips';
import { ProductGrid } from '../../components/catalogue/product-grid';
import { SellersBlock } from '../../components/catalogue/sellers-block';
import { deferred, useOnceTrue } from '../../components/deferred/deferred';
import { hydrateLater } from '../../components/deferred/hydrate-later';
import { getGateway } from '../../lib/gateway.server';
import { guestPageHeaders } from '../../lib/guest-page-headers.server';
import { canonicalPath, pageMeta } from '../../lib/seo';
import type { Route } from './+types/catalog';

/** The phone's filter drawer (Mantine's Drawer with its scroll area and focus trap) loads when first opened. */
const FilterDrawer = deferred(() =>
  import('../../components/catalogue/filter-drawer').then((module) => module.FilterDrawer),
);

/** The filter panel (Mantine's checkboxes and switches): on screen at once, brought to life after the first load. */
const FilterPanel = hydrateLater(() =>
  import('../../components/catalogue/filter-panel').then((module) => module.FilterPanel),
);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return data(await loadCatalogue(getGateway(context), request, params), {
    headers: guestPageHeaders(request),
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Guests share this page per these parameters (loadCatalogue reads them); others are ignored. */
export const handle: PageCacheHandle = {
  pageCache: {
    query: [
      'sort',
      'by',
      'page',
      'nPaginator',
      'id_product_filter',
      'q',
      `${CATALOGUE_FILTER_FORM}[filter][*`,
    ],
  },
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: 'Страница не найдена', description: '' });
  const { listing, alias } = args.data;
  return pageMeta(args, {
    title: alias?.title ? `${alias.title} в лизинг` : listing.pageProperties.meta_title,
    description: alias?.description || listing.pageProperties.meta_description,
  });
};

function crumbsOf(listing: Route.ComponentProps['loaderData']['listing']): Crumb[] {
  return publicBreadcrumbs([
    { title: 'Каталог', href: '/catalog/' },
    ...listing.pageProperties.breadcrumbs.map((crumb) => ({ title: crumb.title, href: crumb.url })),
  ]);
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { listing, h1 } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const [filtersOpened, filters] = useDisclosure(false);
  const filterDrawerWanted = useOnceTrue(filtersOpened);
  const go = (changes: Record<string, string | undefined>) =>
    navigate(
      `${location.pathname}${toQueryString(withParams(new URLSearchParams(window.location.search), changes))}`,
    );
  const { paginatorData } = listing;
  const current = paginatorData.paginator.items.find((item) => item.current)?.page ?? 1;
  const activeSort = listing.sortData.find((option) => option.active);
  const breadcrumbs = crumbsOf(listing);

  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={breadcrumbs} />
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {h1}
          </Title>
          <Text c="dimmed" fz="sm">
            {countRu(listing.countCollection, ['предложение', 'предложения', 'предложений'])}
          </Text>
        </Stack>
        {listing.categories.length > 0 && (
          <Group gap="xs" aria-label="Разделы каталога">
            {listing.categories
              .filter((category) => category.count > 0)
              .map((category) => (
                <Button
                  key={category.id}
                  component={Link}
                  to={category.url}
                  variant={category.active ? 'filled' : 'default'}
                  radius="xl"
                  size="compact-sm"
                  aria-current={category.active ? 'page' : undefined}
                >
                  {category.title} · {formatNumberRu(category.count)}
                </Button>
              ))}
          </Group>
        )}
        <div className={classes.layout}>
          <Card withBorder padding="lg" className={classes.sidebar} component="aside">
            <FilterPanel fields={listing.filterData} />
          </Card>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Button
                hiddenFrom="md"
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} />}
                onClick={filters.open}
              >
                Фильтры
              </Button>
              {/* The browser's own select: no dropdown code in the page's first load, the phone's own picker. */}
              <NativeSelect
                aria-label="Сортировка"
                w={{ base: 200, sm: 240 }}
                ml="auto"
                data={listing.sortData.map((option) => ({
                  value: `${option.sort}:${option.by}`,
                  label: option.title,
                }))}
                value={activeSort ? `${activeSort.sort}:${activeSort.by}` : undefined}
                onChange={(event) => {
                  const [sort, by] = event.currentTarget.value.split(':');
                  go({ sort, by, page: undefined });
                }}
              />
            </Group>
            {listing.notFound ? (
              <Alert color="gray" title="Ничего не найдено">
                Измените условия поиска или сбросьте фильтры.{' '}
                <Anchor component={Link} to={canonicalPath(location.pathname)}>
                  Сбросить
                </Anchor>
              </Alert>
            ) : (
              <ProductGrid items={listing.catalogItems} />
            )}
            {paginatorData.paginator.pages > 1 && (
              <Pagination
                total={paginatorData.paginator.pages}
                value={current}
                onChange={(page) => go({ page: page === 1 ? undefined : String(page) })}
                siblings={1}
                aria-label="Страницы каталога"
                mt="md"
              />
            )}
            {listing.categoryText.description && (
              <Text c="dimmed" fz="sm" mt="lg">
                {listing.categoryText.description}
              </Text>
            )}
            <Text c="dimmed" fz="sm">
              {listing.categoryText.text}
            </Text>
          </Stack>
        </div>
        <OfferStrips monthly={listing.monthly} special={listing.special} buyNow={listing.buyNow} />
        <SellersBlock sellers={listing.sellers} />
        {listing.banners.length > 0 && (
          <Group grow align="stretch" wrap="wrap" gap="md">
            {listing.banners.slice(0, 2).map((banner) => (
              <Card
                key={banner.id}
                withBorder
                padding="lg"
                component={Link}
                to={banner.url}
                miw={260}
                style={{ textDecoration: 'none' }}
              >
                <Text fw={700} c="field.8">
                  {banner.title}
                </Text>
                <Text fz="sm" c="dimmed" mt={4}>
                  {banner.text}
                </Text>
              </Card>
            ))}
          </Group>
        )}
      </Stack>
      {filterDrawerWanted && (
        <FilterDrawer
          fields={listing.filterData}
          count={listing.countCollection}
          opened={filtersOpened}
          onClose={filters.close}
        />
      )}
    </Container>
  );
}
