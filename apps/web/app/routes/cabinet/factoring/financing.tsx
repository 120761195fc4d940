import { factoring } from '@agrolease/contracts';
import { formatRoubles } from '@agrolease/domain';
import { SimpleGrid } from '@mantine/core';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { FACTORING_BASE } from '../../../components/factoring/factoring-sections';
import { RegisterCard } from '../../../components/factoring/register-card';
import { PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/financing';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Финансирование', description: 'Аванс по реестрам и выплаты фактора.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return await getGateway(context).call(factoring.factoringFinancing, {});
}

/** The registers sent for financing, the advance asked and paid (spec 1 §2 `factoring/financing`). */
export default function FactoringFinancing({ loaderData: { items, totals } }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Финансирование', href: `${FACTORING_BASE}/financing` }]} />
      <PageTitle>Финансирование</PageTitle>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="md">
          <Text fz="xs" c="dimmed">
            Аванс по отправленным реестрам (90%)
          </Text>
          <Text fw={700} fz="lg" data-testid="factoring-advance-total">
            {formatRoubles(totals.advance)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text fz="xs" c="dimmed">
            Выплачено фактором
          </Text>
          <Text fw={700} fz="lg" data-testid="factoring-financed-total">
            {formatRoubles(totals.financed)}
          </Text>
        </Paper>
      </SimpleGrid>
      {items.length === 0 ? (
        <Text c="dimmed">Отправьте реестр, чтобы получить финансирование.</Text>
      ) : (
        <Stack gap="sm">
          {items.map((item) => (
            <RegisterCard
              key={item.id}
              item={item}
              party="customer"
              href={`${FACTORING_BASE}/registers/${item.id}`}
            >
              <Text fz="sm" mt={4}>
                Аванс {formatRoubles(item.advance)} · выплачено {formatRoubles(item.financed_sum)}
              </Text>
            </RegisterCard>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
