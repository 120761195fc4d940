import { factoring } from '@agrolease/contracts';
import { formatIsoDayRu, formatRoubles } from '@agrolease/domain';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { FACTORING_BASE } from '../../../components/factoring/factoring-sections';
import { Anchor, Group, PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/invoice';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Накладные', description: 'Накладные поставок во всех реестрах.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return await getGateway(context).call(factoring.factoringInvoices, {});
}

/** Every invoice of the supplier's registers (spec 1 §2 `factoring/invoice`; decision 0088). */
export default function FactoringInvoices({ loaderData: { items } }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Накладные', href: `${FACTORING_BASE}/invoice` }]} />
      <PageTitle>Накладные</PageTitle>
      {items.length === 0 ? (
        <Text c="dimmed">Накладных пока нет: добавьте их в реестр.</Text>
      ) : (
        <Stack gap="xs" data-testid="factoring-invoices">
          {items.map((invoice) => (
            <Paper key={invoice.id} withBorder radius="md" p="sm" data-testid="factoring-invoice">
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{invoice.number}</Text>
                <Text fw={600}>{formatRoubles(invoice.amount)}</Text>
              </Group>
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                от {formatIsoDayRu(invoice.issued)}, оплата до {formatIsoDayRu(invoice.due)}
                {invoice.delivery ? ` · ${invoice.delivery}` : ''} ·{' '}
                <Anchor to={`${FACTORING_BASE}/registers/${invoice.register_id}`} fz="xs">
                  реестр {invoice.register_number}
                </Anchor>
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
