import { catalogue } from '@agrolease/contracts';
import { formatMonthlyPayment, formatRoubles } from '@agrolease/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Container,
  Group,
  Image,
  Loader,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { data, useFetcher } from 'react-router';
import type { PageCacheHandle } from '../../../page-cache-key';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import classes from '../../components/catalogue/catalogue.module.css';
import { rethrowGatewayStatus } from '../../components/catalogue/catalogue-loader.server';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import { useCompareList } from '../../components/saved-lists/use-saved-list';
import { getGateway } from '../../lib/gateway.server';
import { guestPageHeaders } from '../../lib/guest-page-headers.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/compare';

/**
 * The list lives in the browser (compareItems), so the page asks its own loader for the
 * listed ids (?product_list=1,2,3); the loader calls v2/ProductCompare on the server.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const list = new URL(request.url).searchParams.get('product_list');
  const headers = guestPageHeaders(request);
  if (!list) return data({ categories: [], missing: [], requested: false }, { headers });
  try {
    const compared = await getGateway(context).call(catalogue.productCompare, { product_list: list });
    return data({ ...compared, requested: true }, { headers });
  } catch (error) {
    rethrowGatewayStatus(error);
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The same list gives every visitor the same page (the list itself lives in the browser): kept per list. */
export const handle: PageCacheHandle = { pageCache: { query: ['product_list'] } };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Сравнение техники',
    description: 'Сравните характеристики и цены выбранной сельхозтехники.',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function Compare() {
  const compare = useCompareList();
  const fetcher = useFetcher<typeof loader>();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const key = compare.ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the list changes
  useEffect(() => {
    if (key) fetcher.load(`/compare/?product_list=${key}`);
  }, [key]);

  const result = key ? fetcher.data : undefined;
  const categories = result?.categories ?? [];
  const loading = !!key && (fetcher.state !== 'idle' || !fetcher.data) && categories.length === 0;

  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={publicBreadcrumbs([{ title: 'Сравнение', href: '/compare/' }])} />
        <Group justify="space-between" align="end">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            Сравнение техники
          </Title>
          {categories.length > 0 && (
            <Group gap="md">
              <Switch
                label="Только различия"
                checked={onlyDifferences}
                onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
              />
              <PlainButton variant="subtle" color="gray" onClick={compare.clear}>
                Очистить
              </PlainButton>
            </Group>
          )}
        </Group>
        {!key && (
          <Alert color="gray" title="Список сравнения пуст">
            Добавьте технику к сравнению кнопкой «Сравнить» в{' '}
            <Anchor component={AppLink} to="/catalog/">
              каталоге
            </Anchor>
            .
          </Alert>
        )}
        {loading && <Loader />}
        {categories.length > 0 && (
          <Tabs defaultValue={String(categories[0]?.id)} keepMounted={false}>
            <Tabs.List>
              {categories.map((category) => (
                <Tabs.Tab key={category.id} value={String(category.id)}>
                  {category.title} · {category.products.length}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {categories.map((category) => {
              const rows = category.characteristics.filter((row) => !onlyDifferences || row.isDifferent);
              return (
                <Tabs.Panel key={category.id} value={String(category.id)} pt="md">
                  <Table.ScrollContainer minWidth={360}>
                    <Table
                      className={classes.compareTable}
                      withColumnBorders
                      verticalSpacing="sm"
                      data-testid="compare-table"
                    >
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th />
                          {category.products.map((product) => (
                            <Table.Th key={product.id} className={classes.compareCell}>
                              <Stack gap={6}>
                                <Group justify="space-between" align="start" wrap="nowrap">
                                  <Image src={product.image} alt="" h={72} w={110} fit="contain" />
                                  <ActionIcon
                                    variant="subtle"
                                    color="gray"
                                    aria-label={`Убрать ${product.title} из сравнения`}
                                    onClick={() => compare.remove(product.id)}
                                  >
                                    <IconX size={16} />
                                  </ActionIcon>
                                </Group>
                                <Anchor component={AppLink} to={product.url} fz="sm" fw={600}>
                                  {product.title}
                                </Anchor>
                                <div>
                                  <Text fw={800} c="field.8">
                                    {formatRoubles(product.price)}
                                  </Text>
                                  {product.monthly_payment !== null && (
                                    <Text fz="sm" c="gray.7" data-testid="compare-monthly">
                                      {formatMonthlyPayment(product.monthly_payment)}
                                    </Text>
                                  )}
                                </div>
                              </Stack>
                            </Table.Th>
                          ))}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {rows.map((row) => (
                          <Table.Tr
                            key={row.code}
                            className={row.isDifferent ? classes.different : undefined}
                          >
                            <Table.Th fw={500} fz="sm">
                              {row.title}
                              {row.unit ? `, ${row.unit}` : ''}
                            </Table.Th>
                            {row.values.map((value, index) => (
                              <Table.Td key={category.products[index]?.id ?? index} fz="sm">
                                {value}
                              </Table.Td>
                            ))}
                          </Table.Tr>
                        ))}
                        {rows.length === 0 && (
                          <Table.Tr>
                            <Table.Td colSpan={category.products.length + 1}>
                              <Text c="dimmed" fz="sm">
                                Характеристики выбранной техники совпадают.
                              </Text>
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </Tabs.Panel>
              );
            })}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
