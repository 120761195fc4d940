import { factoring, isGatewayError } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { CustomerFields } from '../../../components/factoring/customer-fields';
import { FACTORING_BASE } from '../../../components/factoring/factoring-sections';
import { RegisterCard } from '../../../components/factoring/register-card';
import { ListPage } from '../../../components/list-page/list-page';
import { Group, Paper, Text, Title } from '../../../components/plain/mantine-markup';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/registers';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Реестры', description: 'Реестры поставок, переданные на факторинг.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await getGateway(context).call(factoring.factoringRegisters, {})),
    exportPath: listReportPath(factoring.factoringRegisters),
  };
}

const FIELDS = ['number', 'customer_inn', 'customer_title'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, String(form.get(name) ?? '').trim()]),
  ) as Values;
  try {
    const reply = await getGateway(context).call(factoring.factoringRegisterCreate, values);
    return redirect(`${FACTORING_BASE}/registers/${reply.item.id}`);
  } catch (error) {
    if (isGatewayError(error) && error.status === 400) {
      const errors: Partial<Values> = {};
      for (const item of error.reply.errors_list ?? []) errors[item.prop as keyof Values] = item.error;
      return data({ values, errors }, { status: 400 });
    }
    throw error;
  }
}

/** The factoring supplier's registers and a new one (spec 1 §2 `factoring/registers`; decision 0088). */
export default function FactoringRegisters({
  loaderData: { items, exportPath },
  actionData,
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  return (
    <ListPage
      crumbs={[{ title: 'Реестры', href: `${FACTORING_BASE}/registers` }]}
      title="Реестры поставок"
      intro={
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label="Новый реестр"
        >
          <Title order={2} fz="lg" mb="xs">
            Новый реестр
          </Title>
          <Text fz="sm" c="dimmed" mb="sm">
            Реестр собирает накладные поставок одному покупателю. Добавьте накладные и отправьте реестр:
            покупатель подтвердит поставки, фактор выплатит до 90% суммы.
          </Text>
          <Form method="post">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <PlainTextInput
                name="number"
                label="Номер реестра"
                required
                maxLength={40}
                defaultValue={actionData?.values.number}
                error={errors.number}
              />
              <CustomerFields values={actionData?.values} errors={errors} />
            </SimpleGrid>
            <Group mt="md">
              <Button
                type="submit"
                leftSection={<IconPlus size={18} />}
                loading={navigation.state === 'submitting'}
                w={{ base: '100%', xs: 'auto' }}
              >
                Создать реестр
              </Button>
            </Group>
          </Form>
        </Paper>
      }
      exportPath={exportPath}
      items={items}
      card={(item) => (
        <RegisterCard item={item} party="customer" href={`${FACTORING_BASE}/registers/${item.id}`} />
      )}
      empty="Реестров пока нет."
      pages={1}
    />
  );
}
