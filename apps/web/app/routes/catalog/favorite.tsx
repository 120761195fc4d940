import { catalogue, sale } from '@agrolease/contracts';
import { formatMonthlyPayment, formatRoubles } from '@agrolease/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Card,
  Container,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { data, useFetcher } from 'react-router';
import type { PageCacheHandle } from '../../../page-cache-key';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import classes from '../../components/catalogue/catalogue.module.css';
import { rethrowGatewayStatus } from '../../components/catalogue/catalogue-loader.server';
import { AppLink } from '../../components/routing/app-link';
import { SaleGrid } from '../../components/sale/sale-card';
import { useFavouriteLots, useFavourites } from '../../components/saved-lists/use-saved-list';
import { getGateway } from '../../lib/gateway.server';
import { guestPageHeaders } from '../../lib/guest-page-headers.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/favorite';

/**
 * Favourites live in the browser (favItems for machinery, favSaleItems for used-property
 * lots); the page asks its loader for the listed ids (?ids=1,2&lots=3,4).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const ids = params.get('ids');
  const lotIds = params.get('lots');
  const gateway = getGateway(context);
  try {
    const [compared, grid] = await Promise.all([
      ids ? gateway.call(catalogue.productCompare, { product_list: ids }) : undefined,
      lotIds ? gateway.call(sale.saleCatalog, { ids: lotIds, nPaginator: 50 }) : undefined,
    ]);
    const order = (ids ?? '').split(',').map(Number);
    const products = (compared?.categories ?? []).flatMap((category) =>
      category.products.map((product) => ({ ...product, category: category.title })),
    );
    return data(
      {
        products: products.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)),
        lots: grid?.items ?? [],
      },
      { headers: guestPageHeaders(request) },
    );
  } catch (error) {
    rethrowGatewayStatus(error);
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The same lists give every visitor the same page (the lists live in the browser): kept per lists. */
export const handle: PageCacheHandle = { pageCache: { query: ['ids', 'lots'] } };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Избранное', description: 'Сельхозтехника, которую вы отметили в каталоге.' }),
  { name: 'robots', content: 'noindex' },
];

export default function Favourites() {
  const favourites = useFavourites();
  const favouriteLots = useFavouriteLots();
  const fetcher = useFetcher<typeof loader>();
  const key = favourites.ids.join(',');
  const lotsKey = favouriteLots.ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when a list changes
  useEffect(() => {
    if (key || lotsKey) fetcher.load(`/favorite/?ids=${key}&lots=${lotsKey}`);
  }, [key, lotsKey]);
  const products = key ? (fetcher.data?.products ?? []).filter((product) => favourites.has(product.id)) : [];
  const lots = lotsKey ? (fetcher.data?.lots ?? []).filter((lot) => favouriteLots.has(lot.id)) : [];

  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={publicBreadcrumbs([{ title: 'Избранное', href: '/favorite/' }])} />
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Избранное
        </Title>
        {!key && !lotsKey && (
          <Alert color="gray" title="В избранном пока ничего нет">
            Отмечайте технику сердечком в{' '}
            <Anchor component={AppLink} to="/catalog/">
              каталоге
            </Anchor>
            , чтобы вернуться к ней позже.
          </Alert>
        )}
        {(key || lotsKey) && !fetcher.data && <Loader />}
        {products.length > 0 && lots.length > 0 && (
          <Title order={2} fz="xl">
            Техника из каталога
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {products.map((product) => (
            <Card
              key={product.id}
              withBorder
              padding="md"
              className={classes.card}
              data-testid="favourite-card"
            >
              <Card.Section component={AppLink} to={product.url} tabIndex={-1} aria-hidden>
                <Image src={product.image} alt="" className={classes.cardImage} />
              </Card.Section>
              <Stack gap={4} mt="sm" style={{ flex: 1 }}>
                <Anchor component={AppLink} to={product.url} fw={600} c="dark.8">
                  {product.title}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {product.category} · {product.supplier}
                </Text>
              </Stack>
              <Group justify="space-between" mt="md" wrap="nowrap">
                <div>
                  <Text fw={800} fz="lg" c="field.8">
                    {formatRoubles(product.price)}
                  </Text>
                  <Text fz="sm" c="gray.7" data-testid="favourite-monthly">
                    {product.monthly_payment === null
                      ? '\u00a0'
                      : formatMonthlyPayment(product.monthly_payment)}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Убрать ${product.title} из избранного`}
                  onClick={() => favourites.remove(product.id)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        {lots.length > 0 && (
          <Stack gap="md" data-testid="favourite-lots">
            <Title order={2} fz="xl">
              Имущество на продажу
            </Title>
            <SaleGrid lots={lots} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
