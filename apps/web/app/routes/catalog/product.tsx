import { catalogue } from '@agrolease/contracts';
import { formatRoubles } from '@agrolease/domain';
import {
  Anchor,
  Badge,
  Card,
  Container,
  Grid,
  Group,
  Image,
  List,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { data, Link, useLocation, useNavigate } from 'react-router';
import type { PageCacheHandle } from '../../../page-cache-key';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { ProductLeaseEstimate } from '../../components/calculator/product-lease-estimate';
import { loadProductLeaseEstimate } from '../../components/calculator/product-lease-estimate.server';
import { AddToCartButton } from '../../components/cart/add-to-cart-button';
import classes from '../../components/catalogue/catalogue.module.css';
import { rethrowGatewayStatus } from '../../components/catalogue/catalogue-loader.server';
import { OfferBadge } from '../../components/catalogue/product-card';
import { ProductGrid } from '../../components/catalogue/product-grid';
import { ProductReviews } from '../../components/catalogue/product-reviews';
import { ViewedProducts } from '../../components/catalogue/viewed-products';
import { SavedListToggles } from '../../components/saved-lists/saved-list-buttons';
import { ShareLinks } from '../../components/share/share-links';
import tables from '../../components/table/plain-table.module.css';
import { getGateway } from '../../lib/gateway.server';
import { guestPageHeaders } from '../../lib/guest-page-headers.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/product';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const idPrice = Number(new URL(request.url).searchParams.get('id_price')) || undefined;
  const gateway = getGateway(context);
  try {
    const [card, estimate] = await Promise.all([
      gateway.call(catalogue.catalogProduct, { id, id_price: idPrice }),
      loadProductLeaseEstimate(gateway, id),
    ]);
    return data({ ...card, estimate, origin: context.origin }, { headers: guestPageHeaders(request) });
  } catch (error) {
    rethrowGatewayStatus(error);
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Guests share this page (decision 0085): nothing in it is the visitor's; «Вы смотрели» loads in the browser. */
export const handle: PageCacheHandle = { pageCache: { query: ['id_price'] } };

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: 'Товар не найден', description: '' });
  const { product } = args.data;
  return pageMeta(args, {
    title: `${product.title} в лизинг`,
    description: `${product.title}, ${product.year} год. Цена от ${formatRoubles(product.price)}. Лизинг для аграриев: аванс от 0 %, срок до 7 лет.`,
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, similar, estimate, origin, consultant, reviews } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const [picture, setPicture] = useState(0);
  const isOffer = location.pathname.startsWith('/specialoffers/');
  const crumbs = isOffer
    ? publicBreadcrumbs([
        { title: 'Специальные предложения', href: '/specialoffers/' },
        // The site's own address with its trailing slash: the server's request path may lack it,
        // and a link that differs between the server's HTML and the browser breaks hydration (#418).
        { title: product.title, href: `/specialoffers/${product.id}/` },
      ])
    : publicBreadcrumbs([
        { title: 'Каталог', href: '/catalog/' },
        ...(product.parentCategory
          ? [{ title: product.parentCategory.title, href: product.parentCategory.url }]
          : []),
        { title: product.category.title, href: product.category.url },
        { title: product.title, href: product.url },
      ]);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: product.gallery.map((item) => `${origin}${item.src}`),
    description: product.description,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    model: product.model,
    category: product.category.title,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'RUB',
      lowPrice: Math.min(...product.CRMPrices.map((level) => level.value), product.price),
      highPrice: Math.max(...product.CRMPrices.map((level) => level.value), product.price),
      offerCount: Math.max(1, product.CRMPrices.length),
      seller: { '@type': 'Organization', name: product.supplier.title },
    },
  };
  const shown = product.gallery[picture] ?? product.gallery[0];

  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
      <Stack gap="xl">
        <Breadcrumbs items={crumbs} origin={origin} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Image src={shown?.src} alt={product.title} className={classes.gallery} fetchPriority="high" />
              {product.gallery.length > 1 && (
                <Group gap="xs">
                  {product.gallery.map((item, index) => (
                    <Card
                      key={item.src}
                      withBorder
                      padding={4}
                      component="button"
                      type="button"
                      onClick={() => setPicture(index)}
                      aria-label={`Фото ${index + 1}`}
                      style={{ borderColor: index === picture ? 'var(--mantine-color-field-6)' : undefined }}
                    >
                      <Image src={item.src} alt="" w={72} h={54} fit="contain" />
                    </Card>
                  ))}
                </Group>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Group gap="xs">
                <OfferBadge item={product} />
                <Badge variant="outline" color="gray">
                  {product.year} г.
                </Badge>
              </Group>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {product.title}
              </Title>
              <Text c="dimmed" fz="sm">
                Поставщик:{' '}
                <Anchor component={Link} to={product.supplier.url}>
                  {product.supplier.title}
                </Anchor>{' '}
                · {product.supplier.kind}, {product.supplier.city}
              </Text>
              {consultant && (
                <Paper withBorder radius="md" p="sm" data-testid="product-consultant">
                  <Text fz="sm" fw={600}>
                    Консультант поставщика
                  </Text>
                  <Text fz="sm">{consultant.name}</Text>
                  <Text fz="sm">
                    <Anchor href={`tel:${consultant.phone.replace(/[^\d+]/g, '')}`}>
                      {consultant.phone}
                    </Anchor>
                    {consultant.email && (
                      <>
                        {' · '}
                        <Anchor href={`mailto:${consultant.email}`}>{consultant.email}</Anchor>
                      </>
                    )}
                  </Text>
                  {consultant.hours && (
                    <Text fz="xs" c="dimmed">
                      {consultant.hours}
                    </Text>
                  )}
                </Paper>
              )}
              <Anchor component={Link} to={`/client/services/callback/?product=${product.id}`} fz="sm">
                Заказать звонок по этой технике
              </Anchor>
              <Text fw={800} fz={30} c="field.8" data-testid="product-price">
                {formatRoubles(product.price)}
              </Text>
              {product.CRMPrices.length > 1 && (
                <Radio.Group
                  label="Комплектация и цена"
                  value={String(product.id_price)}
                  onChange={(value) =>
                    navigate(`?id_price=${value}`, { replace: true, preventScrollReset: true })
                  }
                >
                  <Stack gap={6} mt={6}>
                    {product.CRMPrices.map((level) => (
                      <Radio
                        key={level.id}
                        value={String(level.id)}
                        label={`${level.title} — ${formatRoubles(level.value)}`}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              <Group gap="sm">
                <AddToCartButton productId={product.id} idPrice={product.id_price} />
                <SavedListToggles productId={product.id} variant="button" />
              </Group>
              {estimate && <ProductLeaseEstimate estimate={estimate} />}
              <ShareLinks url={`${origin}${product.url}`} title={product.title} />
            </Stack>
          </Grid.Col>
        </Grid>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Title order={2} fz="xl">
                Характеристики
              </Title>
              <table className={`${tables.table} ${tables.bordered}`}>
                <tbody>
                  {product.characteristics.map((row) => (
                    <tr key={row.code}>
                      <th scope="row" style={{ width: '50%' }}>
                        {row.title}
                      </th>
                      <td>
                        {row.value}
                        {row.unit && row.value !== 'Да' && row.value !== 'Нет' ? ` ${row.unit}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Text c="dimmed" fz="sm" mt="sm">
                {product.description}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Title order={2} fz="xl">
                Комплектация
              </Title>
              <List spacing={6} fz="sm">
                {product.complect.map((item) => (
                  <List.Item key={item.title}>
                    {item.title}
                    {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
        </Grid>
        <ProductReviews reviews={reviews} />
        {similar.length > 0 && (
          <Stack gap="md">
            <Title order={2} fz="xl">
              Похожая техника
            </Title>
            <ProductGrid items={similar.slice(0, 4)} wide lazy />
          </Stack>
        )}
        <ViewedProducts productId={product.id} />
      </Stack>
    </Container>
  );
}
