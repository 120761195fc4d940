import { providers } from '@agrolease/contracts';
import { formatNumberRu, formatPhone, formatRoubles, pluralRu, readableAddress } from '@agrolease/domain';
import {
  Anchor,
  Badge,
  Box,
  Card,
  Container,
  Grid,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { data } from 'react-router';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { EntityHeading } from '../../components/listing/entity-heading';
import { ListPagination } from '../../components/listing/list-pagination';
import { MapModal } from '../../components/maps/map-modal';
import { AppLink } from '../../components/routing/app-link';
import classes from '../../components/sale/sale.module.css';
import { getGateway } from '../../lib/gateway.server';
import { mapSettings } from '../../lib/maps.server';
import { gatewayStatus, idParam, orNotFound } from '../../lib/not-found.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/supplier';

const PAGE_SIZE = 12;

/** /providers/{id}/: a supplier with its products, paged (docs/decisions/0033). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  try {
    const supplier = await orNotFound(
      getGateway(context).call(providers.getSupplier, { id, page, nPaginator: PAGE_SIZE }),
    );
    return { supplier, origin: context.origin, maps: mapSettings() };
  } catch (error) {
    if (gatewayStatus(error) === 400) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => {
  const supplier = args.data?.supplier;
  return pageMeta(args, {
    title: supplier ? supplier.title : 'Поставщик не найден',
    description: supplier
      ? `${supplier.title}, ${supplier.kind_title.toLowerCase()} сельхозтехники, г. ${supplier.city}: ${supplier.products_count} ${pluralRu(supplier.products_count, ['товар', 'товара', 'товаров'])} в лизинг.`
      : 'Такого поставщика нет.',
  });
};

export default function Supplier({ loaderData }: Route.ComponentProps) {
  const { supplier, origin, maps } = loaderData;
  const site =
    supplier.site && (/^https?:\/\//.test(supplier.site) ? supplier.site : `https://${supplier.site}`);
  const crumbs = publicBreadcrumbs([
    { title: 'Поставщики', href: '/providers/catalog/' },
    { title: supplier.title, href: supplier.url },
  ]);
  const { paginator, totalItems } = supplier.products.paginatorData;
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={crumbs} origin={origin} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <EntityHeading
              badges={
                <>
                  <Badge variant="light" color={supplier.kind === 'producer' ? 'blue' : 'gray'}>
                    {supplier.kind_title}
                  </Badge>
                  {supplier.is_accredited && (
                    <Badge variant="light" color="field" leftSection={<IconCircleCheck size={14} />}>
                      Аккредитован
                    </Badge>
                  )}
                </>
              }
              title={supplier.title}
              city={supplier.city}
              region={supplier.region}
            />
            <Text mt="md">{supplier.description}</Text>
            <Group gap="xs" mt="md">
              {supplier.categories.map((category) => (
                <Badge key={category.uri} variant="outline" color="gray" size="lg" tt="none" fw={500}>
                  {category.title} · {formatNumberRu(category.count)}
                </Badge>
              ))}
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {(supplier.logo || supplier.phone || supplier.email || site) && (
              <Paper withBorder p="lg" mb="md" data-testid="supplier-contacts">
                {supplier.logo && (
                  <Image
                    src={supplier.logo}
                    alt={`Логотип: ${supplier.title}`}
                    h={64}
                    w="auto"
                    fit="contain"
                    mb="sm"
                  />
                )}
                <Text fw={600} mb="xs">
                  Контакты
                </Text>
                <Stack gap={4} fz="sm">
                  {supplier.phone && (
                    <Anchor href={`tel:${supplier.phone.replace(/[^\d+]/g, '')}`}>
                      {formatPhone(supplier.phone)}
                    </Anchor>
                  )}
                  {supplier.email && <Anchor href={`mailto:${supplier.email}`}>{supplier.email}</Anchor>}
                  {site && (
                    <Anchor
                      href={site}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {supplier.site}
                    </Anchor>
                  )}
                </Stack>
              </Paper>
            )}
            <Paper withBorder p="lg">
              <Text fw={600} mb="xs">
                Реквизиты
              </Text>
              <Table fz="sm" verticalSpacing={4}>
                <Table.Tbody>
                  {[
                    ['ИНН', supplier.inn],
                    ['КПП', supplier.kpp],
                    ['ОГРН', supplier.ogrn],
                  ].map(([title, value]) => (
                    <Table.Tr key={title}>
                      <Table.Td c="dimmed">{title}</Table.Td>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          </Grid.Col>
        </Grid>
        {supplier.stores.length > 0 && (
          <Box>
            <Title order={2} fz={{ base: 20, sm: 26 }} mb="md">
              Точки продаж и сервиса
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
              {supplier.stores.map((store) => (
                <Paper key={store.id} withBorder p="md" data-testid="supplier-store">
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {store.title}
                    </Text>
                    <Badge variant="light" color={store.kind === 'service' ? 'orange' : 'blue'}>
                      {store.kind_title}
                    </Badge>
                  </Group>
                  <Text fz="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                    {readableAddress(store.address)}
                  </Text>
                  {store.phone && (
                    <Anchor fz="sm" href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>
                      {formatPhone(store.phone)}
                    </Anchor>
                  )}
                  {store.hours && (
                    <Text fz="sm" c="dimmed">
                      {store.hours}
                    </Text>
                  )}
                  {store.lat !== null && store.lon !== null && (
                    <Box mt="xs">
                      <MapModal
                        point={{
                          latitude: store.lat,
                          longitude: store.lon,
                          address: store.address,
                          phone: store.phone,
                          city: '',
                        }}
                        title={store.title}
                        maps={maps}
                      />
                    </Box>
                  )}
                </Paper>
              ))}
            </SimpleGrid>
          </Box>
        )}
        {supplier.documents.length > 0 && (
          <Box>
            <Title order={2} fz={{ base: 20, sm: 26 }} mb="md">
              Сертификаты и документы
            </Title>
            <Stack gap="xs">
              {supplier.documents.map((document) => (
                <Group key={document.id} gap="xs" wrap="nowrap" data-testid="supplier-document">
                  <IconDownload size={18} aria-hidden />
                  <Anchor href={document.url} download style={{ overflowWrap: 'anywhere' }}>
                    {document.title}
                  </Anchor>
                  <Text fz="sm" c="dimmed">
                    {document.kind_title}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Box>
        )}
        <Box>
          <Title order={2} fz={{ base: 20, sm: 26 }} mb="md">
            Техника поставщика · {formatNumberRu(totalItems)}
          </Title>
          {supplier.products.items.length === 0 ? (
            <Paper withBorder p="xl" ta="center">
              <Text c="dimmed">У поставщика пока нет техники в каталоге.</Text>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
              {supplier.products.items.map((product) => (
                <Card
                  key={product.id}
                  component={AppLink}
                  to={product.url}
                  withBorder
                  className={classes.card}
                  data-testid="supplier-product"
                >
                  <Card.Section>
                    <Image
                      src={product.image}
                      alt=""
                      className={classes.cardImage}
                      style={{ objectFit: 'contain', padding: 12 }}
                      loading="lazy"
                    />
                  </Card.Section>
                  <Text fz="xs" c="dimmed" mt="sm">
                    {product.category} · {product.year} г.
                  </Text>
                  <Text fw={600} mt={4} lineClamp={2}>
                    {product.title}
                  </Text>
                  <Text fw={800} fz="lg" c="field.8" mt="auto" pt="sm">
                    {formatRoubles(product.price)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          )}
          <ListPagination page={paginator.page} pages={paginator.pages} />
        </Box>
      </Stack>
    </Container>
  );
}
