import { supplierDeliveries as contract } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { SUPPLY_CONTRACTS_PAGE } from '@agrolease/contracts/supplier-deliveries-values';
import { formatRoubles } from '@agrolease/domain';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ruDate } from '../../../components/cabinet/offer-view';
import { ListExportLink } from '../../../components/listing/list-export-link';
import { ListPagination } from '../../../components/listing/list-pagination';
import { Anchor, Group, PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { DeliveriesIntro } from '../../../components/supplier/deliveries-tabs';
import { SupplyContractBadge } from '../../../components/supplier/supply-contract-badge';
import { getGateway } from '../../../lib/gateway.server';
import { listPage } from '../../../lib/list-page';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/supply-contracts';
import { supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Договоры поставки',
    description: 'Договоры поставки техники по подписанным договорам лизинга.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = listPage(url);
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierSupplyContracts, { page } as never),
  );
  return { exportPath: listReportPath(contract.supplierSupplyContracts), list: reply, locked };
}

/** The contracts tab of the deliveries (spec 1 §2 "Supplier"; decision 0107). */
export default function SupplierSupplyContracts({ loaderData }: Route.ComponentProps) {
  const { list, locked } = loaderData;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Договоры поставки', href: SUPPLY_CONTRACTS_PAGE }]} />
      <PageTitle>Договоры поставки</PageTitle>
      <ListExportLink path={loaderData.exportPath} />
      <DeliveriesIntro locked={locked} />
      {list && (
        <>
          <Text c="dimmed" fz="sm">
            АО «Агролизинг» покупает у вас технику для лизингополучателя, когда тот подписывает договор
            лизинга.
          </Text>
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              Договоров пока нет. Они появятся, когда клиент подпишет договор лизинга на вашу технику.
            </Text>
          )}
          <Stack gap="sm">
            {list.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supply-contract"
              >
                <Group justify="space-between" align="flex-start" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Anchor to={item.url} fw={600}>
                      Договор № {item.number}
                    </Anchor>
                    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      от {ruDate(item.date)} · покупатель {item.buyer}
                    </Text>
                  </div>
                  <SupplyContractBadge state={item.state} title={item.state_title} />
                </Group>
                <Text fz="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
                  Лизингополучатель: {item.lessee}
                </Text>
                {item.products.map((line) => (
                  <Text key={line.id_product} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line.title} · {line.quantity} шт.
                  </Text>
                ))}
                <Text fz="sm" fw={600} mt={4}>
                  {formatRoubles(item.sum)}
                </Text>
              </Paper>
            ))}
          </Stack>
          <ListPagination pages={list.pages} page={list.page} />
        </>
      )}
    </Stack>
  );
}
