import type { backoffice } from '@agrolease/contracts';
import { MANUAL_CONDITION_FORM_LIMITS } from '@agrolease/contracts/backoffice-values';
import { formatRoubles } from '@agrolease/domain';
import { Alert, Button, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Badge, Group, Paper, Stack, Text, Title } from '../plain/mantine-markup';

type AgentConditions = NonNullable<backoffice.TDealCard['agent_conditions']>;
interface ConditionsResult {
  ok: boolean;
  intent: string;
  message?: string;
  errors?: Record<string, string>;
}

const L = MANUAL_CONDITION_FORM_LIMITS;
const ru = (value: number) => String(value).replace('.', ',');

/**
 * Robotic or manual conditions of an agent's deal (decision 0113): while the conditions are
 * open the manager keeps the company's offer or sets the advance, the term and the rate himself;
 * the agent's deal wizard then shows them to agree.
 */
export function AgentConditionsCard({ dealId, conditions }: { dealId: number; conditions: AgentConditions }) {
  const fetcher = useFetcher<ConditionsResult>();
  const [mode, setMode] = useState<string>(conditions.mode);
  const result = fetcher.data?.intent === 'agent-conditions' ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const { manual } = conditions;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="backoffice-agent-conditions">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="lg">
          Условия сделки агента
        </Title>
        <Badge
          variant="light"
          color={conditions.mode === 'manual' ? 'grape' : 'blue'}
          data-testid="agent-conditions-mode"
        >
          {conditions.mode_title}
        </Badge>
      </Group>
      {manual && (
        <Text fz="sm" mb="sm" data-testid="agent-conditions-manual">
          Аванс {manual.advance_percent} %, срок {manual.term_months} мес., ставка {ru(manual.rate_percent)} %
          годовых; платёж {formatRoubles(manual.monthly_payment)}, сумма договора{' '}
          {formatRoubles(manual.total)}.
        </Text>
      )}
      {!conditions.can_change ? (
        <Text fz="sm" c="dimmed">
          Условия согласованы: изменить их уже нельзя.
        </Text>
      ) : (
        <fetcher.Form method="post" aria-label="Условия сделки агента" noValidate>
          <input type="hidden" name="intent" value="agent-conditions" />
          <input type="hidden" name="id_object" value={dealId} />
          <Stack gap="sm">
            {result && !result.ok && Object.keys(errors).length === 0 && (
              <Alert color="red">{result.message}</Alert>
            )}
            {result?.ok && (
              <Alert color="green" data-testid="agent-conditions-saved">
                Условия сохранены: агент и компания увидят их в мастере сделки.
              </Alert>
            )}
            <Radio.Group name="mode" value={mode} onChange={setMode} error={errors.mode}>
              <Stack gap="xs">
                <Radio
                  value="robotic"
                  label="Роботизированные условия"
                  description={
                    conditions.robotic_available
                      ? 'По одобренному предложению: агент может менять их в его пределах'
                      : 'Нет одобренного предложения'
                  }
                  disabled={!conditions.robotic_available}
                />
                <Radio
                  value="manual"
                  label="Ручные условия"
                  description="Аванс, срок и ставку задаёт менеджер"
                />
              </Stack>
            </Radio.Group>
            {mode === 'manual' && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  name="advance_percent"
                  label={`Аванс, % (от ${L.minAdvancePercent} до ${L.maxAdvancePercent})`}
                  inputMode="numeric"
                  defaultValue={manual ? String(manual.advance_percent) : ''}
                  withAsterisk
                  error={errors.advance_percent}
                />
                <TextInput
                  name="term_months"
                  label={`Срок, мес. (от ${L.minTermMonths} до ${L.maxTermMonths})`}
                  inputMode="numeric"
                  defaultValue={manual ? String(manual.term_months) : ''}
                  withAsterisk
                  error={errors.term_months}
                />
                <TextInput
                  name="rate_percent"
                  label={`Ставка, % годовых (от ${L.minRatePercent} до ${L.maxRatePercent})`}
                  inputMode="decimal"
                  defaultValue={manual ? ru(manual.rate_percent) : ''}
                  withAsterisk
                  error={errors.rate_percent}
                />
              </SimpleGrid>
            )}
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={fetcher.state !== 'idle'}
              w="fit-content"
            >
              Сохранить условия
            </Button>
          </Stack>
        </fetcher.Form>
      )}
    </Paper>
  );
}
