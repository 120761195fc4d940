import { catalogue } from '@agrolease/contracts';
import type { TPublicSupplierOffer } from '@agrolease/contracts/supplier-leads';
import { countRu, formatIsoDayRu, formatRoubles } from '@agrolease/domain';
import {
  Anchor,
  Badge,
  Container,
  Group,
  Image,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { rethrowGatewayStatus } from '../../components/catalogue/catalogue-loader.server';
import { ProductGrid } from '../../components/catalogue/product-grid';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/special-offers';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? undefined;
  try {
    return await getGateway(context).call(catalogue.catalogPromo, { page });
  } catch (error) {
    rethrowGatewayStatus(error);
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Специальные предложения',
    description: 'Предложения месяца, специальные условия лизинга и техника, которую можно купить сейчас.',
  });

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { items, paginatorData, supplier_offers: supplierOffers } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const current = paginatorData.paginator.items.find((item) => item.current)?.page ?? 1;
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={publicBreadcrumbs([{ title: 'Специальные предложения', href: '/specialoffers/' }])}
        />
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Специальные предложения
        </Title>
        <Text c="dimmed">
          {countRu(paginatorData.totalItems, ['предложение', 'предложения', 'предложений'])}: техника месяца,
          специальные условия лизинга и техника в наличии.
        </Text>
        {supplierOffers.length > 0 && <SupplierOffers offers={supplierOffers} />}
        <ProductGrid items={items.map((item) => ({ ...item, url: `/specialoffers/${item.id}/` }))} wide />
        {paginatorData.paginator.pages > 1 && (
          <Pagination
            total={paginatorData.paginator.pages}
            value={current}
            onChange={(page) => navigate(`${location.pathname}${page > 1 ? `?page=${page}` : ''}`)}
          />
        )}
      </Stack>
    </Container>
  );
}

/** Suppliers' offers a manager accepted, while their period runs (decision 0106). */
function SupplierOffers({ offers }: { offers: TPublicSupplierOffer[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="supplier-offers-title">
      <Title order={2} fz={{ base: 20, sm: 24 }} id="supplier-offers-title">
        Предложения поставщиков
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {offers.map((offer) => (
          <Paper key={offer.id} withBorder radius="md" p="md" data-testid="public-supplier-offer">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {offer.image && (
                <Image src={offer.image} alt="" w={88} h={66} fit="contain" radius="sm" loading="lazy" />
              )}
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Anchor href={offer.url} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {offer.title}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  {offer.supplier}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs" mt="sm" wrap="wrap" align="baseline">
              <Text fw={700} fz="lg">
                {formatRoubles(offer.special_price)}
              </Text>
              <Text c="dimmed" td="line-through" fz="sm">
                {formatRoubles(offer.price)}
              </Text>
              <Badge color="red" variant="light" radius="sm">
                до {formatIsoDayRu(offer.ends_on)}
              </Badge>
            </Group>
            <Text fz="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
              {offer.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
