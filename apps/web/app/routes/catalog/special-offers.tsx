import { catalogue } from '@agrolease/contracts';
import { countRu } from '@agrolease/domain';
import { Container, Pagination, Stack, Text, Title } from '@mantine/core';
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
  const { items, paginatorData } = loaderData;
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
