import type { TCallReply } from '@agrolease/contracts';
import type { cabinetReoSupport } from '@agrolease/contracts/reo';
import { formatRoubles } from '@agrolease/domain';
import { Alert, Button, Select, SimpleGrid, Textarea } from '@mantine/core';
import { useFetcher } from 'react-router';
import { typedSum, useMoneyConfirmation } from '../backoffice/money-confirmation';
import { MoneyInput } from '../forms/money-input';
import { Stack, Text } from '../plain/mantine-markup';

type Support = TCallReply<typeof cabinetReoSupport>;

export interface ReoSupportRequestResult {
  intent: string;
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
}

/** How the form reads for the farm (its own request) or for the manager (forwarding it, decision 0114). */
const WORDING = {
  farm: {
    intent: 'reo-support',
    label: 'Запрос региональной поддержки',
    intro:
      'Региональный фонд может возместить часть лизинговых платежей или аванса. Фонд рассмотрит запрос в своём кабинете, решение появится здесь и в сообщениях.',
    comment: 'Комментарий для фонда',
    submit: 'Запросить поддержку',
  },
  manager: {
    intent: 'reo-forward',
    label: 'Передать заявку в региональный фонд',
    intro:
      'Фонд увидит заявку среди ожидающих с пометкой «Передана Агролизингом» и ваш комментарий; его решение появится здесь и у клиента.',
    comment: 'Комментарий менеджера для фонда',
    submit: 'Передать в фонд',
  },
} as const;

/**
 * A request of regional support for this lease application: the farm asks (decision 0104) or
 * the manager forwards it (decision 0114, the note then required): the fund, the measure, the
 * sum (at most the machinery total) and a note. A refused field keeps what was typed and says
 * why beside it.
 */
export function ReoSupportRequestForm({
  support,
  by = 'farm',
}: {
  support: Support;
  by?: keyof typeof WORDING;
}) {
  const wording = WORDING[by];
  const fetcher = useFetcher<ReoSupportRequestResult>();
  const result = fetcher.data?.intent === wording.intent ? fetcher.data : undefined;
  const errors = result?.ok === false ? (result.fieldErrors ?? {}) : {};
  const general = result?.ok === false && Object.keys(errors).length === 0 ? result.message : undefined;
  // The manager's forwarding names a sum the fund is asked for: confirmed first (decision 0155).
  const confirmation = useMoneyConfirmation((form) => {
    const fund = support.funds.find((one) => String(one.id) === String(new FormData(form).get('id_fund')));
    return {
      action: 'Передать заявку в региональный фонд',
      object: fund ? `Фонд: ${fund.title}` : 'Фонд не выбран',
      sum: typedSum(form, 'support_sum'),
      sumLabel: 'Сумма поддержки',
      confirm: 'Передать в фонд',
    };
  });
  return (
    <fetcher.Form
      method="post"
      aria-label={wording.label}
      onSubmit={by === 'manager' ? confirmation.onSubmit : undefined}
    >
      {by === 'manager' && confirmation.dialog}
      <input type="hidden" name="intent" value={wording.intent} />
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {wording.intro}
        </Text>
        {general && <Alert color="red">{general}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            name="id_fund"
            label="Фонд"
            data={support.funds.map((fund) => ({ value: String(fund.id), label: fund.title }))}
            defaultValue={support.funds.length === 1 ? String(support.funds[0]?.id) : undefined}
            allowDeselect={false}
            withAsterisk
            error={errors.id_fund}
          />
          <Select
            name="program"
            label="Мера поддержки"
            data={support.measures}
            allowDeselect={false}
            withAsterisk
            error={errors.program}
          />
        </SimpleGrid>
        <MoneyInput
          name="support_sum"
          label="Сумма поддержки, ₽"
          description={`Не больше стоимости техники по заявке: ${formatRoubles(support.lease_sum)}`}
          withAsterisk
          error={errors.support_sum}
        />
        <Textarea
          name="comment"
          label={wording.comment}
          withAsterisk={by === 'manager'}
          autosize
          minRows={2}
          maxLength={1000}
          error={errors.comment}
        />
        <div>
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            {wording.submit}
          </Button>
        </div>
      </Stack>
    </fetcher.Form>
  );
}
