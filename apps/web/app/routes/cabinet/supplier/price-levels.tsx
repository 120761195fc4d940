import { NOMENCLATURE_PAGE, PRICE_LEVEL_PAGE } from '@agrolease/contracts/supplier-values';
import { formatRoubles } from '@agrolease/domain';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ListPagination } from '../../../components/listing/list-pagination';
import { Anchor, Group, PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { ProductChangeBadge } from '../../../components/supplier/product-change-badge';
import { ProductsTabs } from '../../../components/supplier/products-tabs';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/price-levels';
import { loadSupplierProducts } from './supplier-products.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Уровни цен', description: 'Комплектации и цены техники поставщика.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSupplierProducts(request, context);
}

/** The price levels of the supplier's machines, each linking to its card (spec 1 §2 "pricelevel"; decision 0086). */
export default function SupplierPriceLevels({ loaderData }: Route.ComponentProps) {
  const { list, locked } = loaderData;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Номенклатура', href: NOMENCLATURE_PAGE },
          { title: 'Уровни цен', href: PRICE_LEVEL_PAGE },
        ]}
      />
      <PageTitle>Уровни цен</PageTitle>
      <ProductsTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {list && (
        <>
          <Text c="dimmed" fz="sm">
            Комплектации и цены техники в каталоге. Первый уровень — цена по умолчанию; изменения публикуются
            после модерации.
          </Text>
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              В каталоге пока нет вашей техники
            </Text>
          )}
          {list.items.map((item) => (
            <Paper
              key={item.id}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              data-testid="supplier-price-levels"
            >
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mb="xs">
                <Anchor to={item.edit_url} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Anchor>
                {item.change && (
                  <ProductChangeBadge status={item.change.status} title={item.change.status_title} />
                )}
              </Group>
              <Stack gap={2}>
                {item.CRMPrices.map((level) => (
                  <Group key={level.id} justify="space-between" gap="xs" wrap="nowrap">
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {level.title}
                    </Text>
                    <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatRoubles(level.value)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
          <ListPagination pages={list.pages} page={list.page} />
        </>
      )}
    </Stack>
  );
}
