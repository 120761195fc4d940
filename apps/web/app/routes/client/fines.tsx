import { isGatewayError } from '@agrolease/contracts';
import { getCabinetFines } from '@agrolease/contracts/services';
import { formatMoscowLongDate } from '@agrolease/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { formatMoney } from '../../components/calculator/money';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/fines';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const contract_number = params.get('contract_number')?.trim() || undefined;
  const inn = params.get('inn')?.trim() || undefined;
  if (!contract_number && !inn) return { query: { contract_number: '', inn: '' }, result: null, error: null };
  try {
    const result = await getGateway(context).call(getCabinetFines, { contract_number, inn });
    return { query: { contract_number: contract_number ?? '', inn: inn ?? '' }, result, error: null };
  } catch (error) {
    if (isGatewayError(error) && error.status < 500)
      return {
        query: { contract_number: contract_number ?? '', inn: inn ?? '' },
        result: null,
        error: error.reply.error_message,
      };
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Проверка штрафов',
    description: 'Штрафы по технике в лизинге по номеру договора или ИНН.',
  });

export default function Fines({ loaderData }: Route.ComponentProps) {
  const { query, result, error } = loaderData;
  const navigation = useNavigation();
  return (
    <PageShell
      trail={trailOf('/client/services/fines/', 'Проверка штрафов', [
        { title: 'Сервисы', href: '/client/services/' },
      ])}
      title="Проверка штрафов"
      lead="Штрафы ГИБДД и гостехнадзора по технике в лизинге приходят на компанию-лизингодателя. Проверьте их по номеру договора или ИНН лизингополучателя."
    >
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Form method="get">
          <Group align="flex-end" gap="md">
            <TextInput
              name="contract_number"
              label="Номер договора"
              placeholder="АЛ-2025/0142"
              defaultValue={query.contract_number}
              w={{ base: '100%', sm: 240 }}
            />
            <Text c="dimmed" pb={8}>
              или
            </Text>
            <TextInput
              name="inn"
              label="ИНН"
              placeholder="10 или 12 цифр"
              inputMode="numeric"
              defaultValue={query.inn}
              w={{ base: '100%', sm: 200 }}
            />
            <Button type="submit" loading={navigation.state === 'loading'}>
              Проверить
            </Button>
          </Group>
        </Form>
      </Paper>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      {result && result.items.length === 0 && (
        <Alert color="field" variant="light" title="Штрафов не найдено">
          По указанным данным неоплаченных и оплаченных штрафов нет.
        </Alert>
      )}
      {result && result.items.length > 0 && (
        <Stack gap="sm">
          <Text>
            Найдено штрафов: <strong>{result.items.length}</strong>, к оплате:{' '}
            <strong>{formatMoney(result.unpaid, { kopecks: true })}</strong>
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Дата</Table.Th>
                  <Table.Th>Постановление</Table.Th>
                  <Table.Th>Нарушение</Table.Th>
                  <Table.Th>Техника</Table.Th>
                  <Table.Th>Договор</Table.Th>
                  <Table.Th ta="right">Сумма</Table.Th>
                  <Table.Th>Статус</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((fine) => (
                  <Table.Tr key={fine.resolution}>
                    <Table.Td>{formatMoscowLongDate(fine.date)}</Table.Td>
                    <Table.Td>{fine.resolution}</Table.Td>
                    <Table.Td>{fine.article}</Table.Td>
                    <Table.Td>{fine.vehicle}</Table.Td>
                    <Table.Td>{fine.contract_number}</Table.Td>
                    <Table.Td ta="right">{formatMoney(fine.amount, { kopecks: true })}</Table.Td>
                    <Table.Td>
                      <Badge color={fine.isPaid ? 'gray' : 'orange'} variant="light">
                        {fine.isPaid ? 'Оплачен' : 'К оплате'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </PageShell>
  );
}
