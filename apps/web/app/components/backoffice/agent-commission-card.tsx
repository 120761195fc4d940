import type { backoffice } from '@agrolease/contracts';
import { formatIsoDayRu, formatRoubles, moscowDay } from '@agrolease/domain';
import { Alert, Button, SimpleGrid, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useFetcher } from 'react-router';
import { Badge, Group, Paper, Stack, Text, Title } from '../plain/mantine-markup';
import { useMoneyConfirmation } from './money-confirmation';

type Commission = NonNullable<backoffice.TDealCard['agent_commission']>;
interface PayResult {
  ok: boolean;
  intent: string;
  message?: string;
  errors?: Record<string, string>;
}

/**
 * The agent's commission on a deal its application brought (decisions 0101, 0108): the amount
 * and its status; once the deal is closed, the manager records the payout (the payment's date
 * and order number), after which the agent downloads its act.
 */
export function AgentCommissionCard({ dealId, commission }: { dealId: number; commission: Commission }) {
  const fetcher = useFetcher<PayResult>();
  const result = fetcher.data?.intent === 'agent-commission' ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const color = commission.status === 'paid' ? 'green' : commission.status === 'earned' ? 'teal' : 'blue';
  const confirmation = useMoneyConfirmation(() => ({
    action: 'Записать выплату вознаграждения агенту',
    object: `${commission.agent.title}, ИНН ${commission.agent.inn}`,
    sum: commission.amount,
    sumLabel: 'Вознаграждение',
  }));
  return (
    <Paper withBorder radius="md" p="lg" data-testid="backoffice-agent-commission">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="lg">
          Вознаграждение агента
        </Title>
        <Badge variant="light" color={color} data-testid="agent-commission-status">
          {commission.status_title}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Text fz="sm">
          {commission.agent.title}, ИНН {commission.agent.inn}
        </Text>
        <Text fw={700} fz="lg">
          {formatRoubles(commission.amount)}
        </Text>
        <Text fz="xs" c="dimmed">
          {String(commission.percent).replace('.', ',')} % от {formatRoubles(commission.base)}
        </Text>
        {commission.status === 'paid' && (
          <Text fz="sm" data-testid="agent-commission-paid">
            Выплачено {commission.paid_on ? formatIsoDayRu(commission.paid_on) : ''}, платёжное поручение №{' '}
            {commission.payment_order}
          </Text>
        )}
        {commission.status === 'pending' && (
          <Text fz="sm" c="dimmed">
            Выплата — после закрытия сделки.
          </Text>
        )}
      </Stack>
      {commission.status === 'earned' && (
        <fetcher.Form
          method="post"
          aria-label="Выплата вознаграждения агенту"
          onSubmit={confirmation.onSubmit}
        >
          {confirmation.dialog}
          <input type="hidden" name="intent" value="agent-commission" />
          <input type="hidden" name="id_object" value={dealId} />
          <Stack gap="sm" mt="md">
            {result && !result.ok && Object.keys(errors).length === 0 && (
              <Alert color="red">{result.message}</Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                min="1900-01-01"
                name="paid_on"
                label="Дата выплаты"
                defaultValue={moscowDay()}
                max={moscowDay()}
                withAsterisk
                error={errors.paid_on}
              />
              <TextInput
                name="payment_order"
                label="Номер платёжного поручения"
                placeholder="512"
                withAsterisk
                maxLength={20}
                error={errors.payment_order}
              />
            </SimpleGrid>
            <Button
              type="submit"
              leftSection={<IconCash size={18} />}
              loading={fetcher.state !== 'idle'}
              w="fit-content"
            >
              Отметить выплату
            </Button>
          </Stack>
        </fetcher.Form>
      )}
    </Paper>
  );
}
