import { stock } from '@agrolease/contracts';
import { formatRoubles, readableAddress, readableRegion } from '@agrolease/domain';
import {
  Anchor,
  Badge,
  Box,
  Container,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconBuildingWarehouse, IconMapPin } from '@tabler/icons-react';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import classes from '../../components/sale/sale.module.css';
import { readinessText } from '../../components/stock/readiness';
import { getGateway } from '../../lib/gateway.server';
import { idParam, orNotFound } from '../../lib/not-found.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/item';

/** /stock/{id}/: one machine in stock at a warehouse (docs/decisions/0032). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await orNotFound(
    getGateway(context).call(stock.stockCatalogProduct, { id: idParam(params.id) }),
  );
  return { item, origin: context.origin };
}

export const meta: Route.MetaFunction = (args) => {
  const item = args.data?.item;
  return pageMeta(args, {
    title: item ? `${item.title} — в наличии` : 'Техника не найдена',
    description: item
      ? `${item.title} на складе в г. ${item.city}: ${item.quantity} шт., от ${formatRoubles(item.price)}. Передача в лизинг сразу после подписания договора.`
      : 'Такой техники на складе нет.',
  });
};

export default function StockItem({ loaderData }: Route.ComponentProps) {
  const { item, origin } = loaderData;
  const crumbs = publicBreadcrumbs([
    { title: 'Техника в наличии', href: '/stock/' },
    { title: item.title, href: item.url },
  ]);
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={crumbs} origin={origin} />
        <Box>
          <Badge variant="light" color={item.is_ready ? 'teal' : 'yellow'} mb={6}>
            {readinessText(item.ready_date, item.is_ready)}
          </Badge>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {item.title}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {item.category.title} · {item.year} г. в. · {item.supplier}
          </Text>
        </Box>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Image
              src={item.image}
              alt={item.title}
              className={classes.galleryMain}
              style={{ objectFit: 'contain', padding: 24 }}
              fetchPriority="high"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="lg">
              <Stack gap="sm">
                <Text fw={800} fz={32} c="field.8" lh={1.1}>
                  {formatRoubles(item.price)}
                </Text>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconBuildingWarehouse size={18} />
                  <Text fz="sm">
                    {item.quantity} шт. на складе: {readableAddress(item.address)}
                  </Text>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <IconMapPin size={18} />
                  <Text fz="sm">{readableRegion(item.region)}</Text>
                </Group>
                <PlainButton component={AppLink} to={item.product_url}>
                  Карточка техники и заявка
                </PlainButton>
                <Anchor component={AppLink} to={`/providers/${item.supplier_id}/`} fz="sm">
                  Поставщик: {item.supplier}
                </Anchor>
              </Stack>
            </Paper>
            {item.CRMPrices.length > 1 && (
              <Paper withBorder p="lg" mt="md">
                <Text fw={600} mb="xs">
                  Комплектации
                </Text>
                <Table fz="sm">
                  <Table.Tbody>
                    {item.CRMPrices.map((price) => (
                      <Table.Tr key={price.id}>
                        <Table.Td>{price.title}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {formatRoubles(price.value)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} fz={22} mb="sm">
              Характеристики
            </Title>
            <Table className={classes.specs} striped="even" verticalSpacing="xs">
              <Table.Tbody>
                {item.characteristics.map((row) => (
                  <Table.Tr key={row.title}>
                    <Table.Td>{row.title}</Table.Td>
                    <Table.Td>{row.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Title order={2} fz={22} mt="lg" mb="sm">
              Описание
            </Title>
            <Text>{item.description}</Text>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
