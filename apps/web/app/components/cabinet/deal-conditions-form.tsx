import type { TDealConditions } from '@agrolease/contracts/deal';
import { formatRoubles } from '@agrolease/domain';
import { Alert, Button, Checkbox, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Group, Stack, Text } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';

/** What the deal page's action answers (routes/cabinet/client/deal.tsx). */
export interface DealActionReply {
  ok: boolean;
  message: string;
  method: string;
  conditions: TDealConditions | null;
  /** Field → message, from the gateway's errors_list. */
  errors: Record<string, string>;
}

interface Values {
  RepaymentType: string;
  advancePay: number | string;
  orderPeriod: number | string;
  RegressionCoef: number | string;
  months: string[];
  insurer: string;
  isRoboDelayPays: boolean;
  isRoboDelayAdvToPay: boolean;
  isRoboDelayAdvance: boolean;
}

function valuesOf(form: TDealConditions['form']): Values {
  return {
    RepaymentType: form.RepaymentType,
    advancePay: form.advancePay.value,
    orderPeriod: form.orderPeriod.value,
    RegressionCoef: form.RegressionCoef.value,
    months: form.months.filter((month) => month.checked).map((month) => String(month.value)),
    insurer: String(form['Insurer--id'].value),
    isRoboDelayPays: form.isRoboDelayPays.checked,
    isRoboDelayAdvToPay: form.isRoboDelayAdvToPay.checked,
    isRoboDelayAdvance: form.isRoboDelayAdvance.checked,
  };
}

/** The posted fields of the condition form (spec 1 §3 names). */
function fieldsOf(values: Values, method: string): Record<string, string> {
  return {
    method,
    RepaymentType: values.RepaymentType,
    advancePay: String(values.advancePay),
    orderPeriod: String(values.orderPeriod),
    ...(values.RepaymentType === '2' ? { RegressionCoef: String(values.RegressionCoef) } : {}),
    ...(values.RepaymentType === '9' ? { months: values.months.join(',') } : {}),
    'Insurer--id': values.insurer,
    isRoboDelayPays: values.isRoboDelayPays ? '1' : '0',
    isRoboDelayAdvToPay: values.isRoboDelayAdvToPay ? '1' : '0',
    isRoboDelayAdvance: values.isRoboDelayAdvance ? '1' : '0',
  };
}

/** The message for a field; errors_list may name an item of it (months[0]). */
function errorOf(errors: Record<string, string> | undefined, field: string): string | undefined {
  if (!errors) return undefined;
  const key = Object.keys(errors).find((prop) => prop === field || prop.startsWith(`${field}[`));
  return key === undefined ? undefined : errors[key];
}

/**
 * The editable conditions of a deal (decision 0095): schedule type, advance and term within the
 * offer's bounds, the coefficient or the months, the insurer and the delays. Every change is
 * priced by DynConditionsAction; «Сохранить условия» keeps them (updateConditionAction); the
 * saved conditions are approved or rejected below.
 */
export function DealConditionsForm({ conditions }: { conditions: TDealConditions }) {
  const { form } = conditions;
  const saved = valuesOf(form);
  const [values, setValues] = useState<Values>(saved);
  const preview = useFetcher<DealActionReply>();
  const save = useFetcher<DealActionReply>();
  const answer = useFetcher<DealActionReply>();
  const first = useRef(true);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const submitPreview = preview.submit;
  const previewTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      submitPreview(fieldsOf(values, 'DynConditionsAction'), { method: 'post' });
    }, 300);
    previewTimer.current = timer;
    return () => clearTimeout(timer);
  }, [values, submitPreview]);
  // A save never runs beside a preview: the preview's answer skips the page's reload
  // (dealWizardShouldRevalidate) and would cut short the reload that shows the saved conditions
  // (CI under load: «Сохранить условия» pressed within 300 ms of the last tick kept the old schedule).
  const saveConditions = () => {
    clearTimeout(previewTimer.current);
    save.submit(fieldsOf(values, 'updateConditionAction'), { method: 'post' });
  };

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errors = save.data && !save.data.ok ? save.data.errors : dirty ? preview.data?.errors : undefined;
  const shown = dirty && preview.data?.ok && preview.data.conditions ? preview.data.conditions : conditions;
  const delays = shown.form;
  const insurers = form['Insurer--id'].options;

  return (
    <Stack gap="md" data-testid="deal-conditions-form">
      <Text fw={600}>Изменить условия</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="График платежей"
          name="RepaymentType"
          data={form.repayment_types.map((type) => ({ value: type.code, label: type.title }))}
          value={values.RepaymentType}
          onChange={(value) => value && set('RepaymentType', value)}
          allowDeselect={false}
          disabled={!conditions.canBase}
          error={errorOf(errors, 'RepaymentType')}
        />
        <Select
          label="Страховая компания"
          name="Insurer--id"
          data={insurers.map((insurer) => ({
            value: String(insurer.id),
            label: insurer.is_self
              ? insurer.company_name
              : `${insurer.company_name} — ${String(insurer.tariff).replace('.', ',')} % в год`,
          }))}
          value={values.insurer}
          onChange={(value) => value && set('insurer', value)}
          allowDeselect={false}
          disabled={!conditions.canPrc}
          error={errorOf(errors, 'Insurer--id')}
        />
        <NumberInput
          label={`Аванс, % (от ${form.advancePay.min} до ${form.advancePay.max})`}
          name="advancePay"
          min={form.advancePay.min}
          max={form.advancePay.max}
          decimalSeparator=","
          value={values.advancePay}
          onChange={(value) => set('advancePay', value)}
          disabled={!conditions.canAdv}
          error={errorOf(errors, 'advancePay')}
        />
        <NumberInput
          label={`Срок, мес. (от ${form.orderPeriod.min} до ${form.orderPeriod.max})`}
          name="orderPeriod"
          min={form.orderPeriod.min}
          max={form.orderPeriod.max}
          allowDecimal={false}
          value={values.orderPeriod}
          onChange={(value) => set('orderPeriod', value)}
          disabled={!conditions.canBase}
          error={errorOf(errors, 'orderPeriod')}
        />
        {values.RepaymentType === '2' && (
          <NumberInput
            label={`Коэффициент регрессии (от ${String(form.RegressionCoef.min).replace('.', ',')} до ${form.RegressionCoef.max})`}
            name="RegressionCoef"
            min={form.RegressionCoef.min}
            max={form.RegressionCoef.max}
            step={0.05}
            decimalScale={2}
            decimalSeparator=","
            value={values.RegressionCoef}
            onChange={(value) => set('RegressionCoef', value)}
            disabled={!conditions.canPrc}
            error={errorOf(errors, 'RegressionCoef')}
          />
        )}
      </SimpleGrid>
      {values.RepaymentType === '9' && (
        <Checkbox.Group
          label="Месяцы платежей"
          value={values.months}
          onChange={(months) => set('months', months)}
          error={errorOf(errors, 'months')}
        >
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} mt="xs">
            {form.months.map((month) => (
              <Checkbox key={month.value} value={String(month.value)} label={month.title} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      <Stack gap="xs">
        <Checkbox
          label="Отсрочка первых трёх платежей"
          checked={values.isRoboDelayPays}
          onChange={(event) => set('isRoboDelayPays', event.currentTarget.checked)}
          disabled={!delays.isRoboDelayPays.available && !values.isRoboDelayPays}
          error={errorOf(errors, 'isRoboDelayPays')}
        />
        <Checkbox
          label="Аванс вместе с первым платежом"
          checked={values.isRoboDelayAdvToPay}
          onChange={(event) => set('isRoboDelayAdvToPay', event.currentTarget.checked)}
          disabled={
            !conditions.canAdvToPay || (!delays.isRoboDelayAdvToPay.available && !values.isRoboDelayAdvToPay)
          }
          error={errorOf(errors, 'isRoboDelayAdvToPay')}
        />
        <Checkbox
          label="Аванс частями в первые три платежа"
          checked={values.isRoboDelayAdvance}
          onChange={(event) => set('isRoboDelayAdvance', event.currentTarget.checked)}
          disabled={
            !conditions.canAdvToPay || (!delays.isRoboDelayAdvance.available && !values.isRoboDelayAdvance)
          }
          error={errorOf(errors, 'isRoboDelayAdvance')}
        />
      </Stack>
      {dirty && (
        <Alert
          color={preview.data && !preview.data.ok ? 'red' : 'blue'}
          data-testid="deal-conditions-preview"
        >
          {preview.state !== 'idle' || !preview.data ? (
            <Text fz="sm">Пересчитываем платежи…</Text>
          ) : preview.data.ok && preview.data.conditions ? (
            <Text fz="sm">
              Новый ежемесячный платёж: <b>{formatRoubles(preview.data.conditions.calcs.monthly_payment)}</b>{' '}
              · аванс {formatRoubles(preview.data.conditions.calcs.advance)} · сумма договора{' '}
              {formatRoubles(preview.data.conditions.calcs.total)}
            </Text>
          ) : (
            <Text fz="sm">
              {Object.keys(preview.data.errors).length > 0
                ? 'Исправьте отмеченные поля, чтобы пересчитать платежи'
                : preview.data.message}
            </Text>
          )}
        </Alert>
      )}
      {save.data && !save.data.ok && <Alert color="red">{save.data.message}</Alert>}
      {answer.data && !answer.data.ok && <Alert color="red">{answer.data.message}</Alert>}
      <Group>
        <Button
          variant="light"
          leftSection={<IconDeviceFloppy size={18} />}
          disabled={!dirty || preview.state !== 'idle'}
          loading={save.state !== 'idle'}
          onClick={saveConditions}
        >
          Сохранить условия
        </Button>
      </Group>
      <answer.Form method="post">
        <Stack gap="xs">
          {dirty && (
            <Text fz="sm" c="dimmed">
              Сохраните изменённые условия, чтобы согласовать их.
            </Text>
          )}
          <AnswerButtons
            busy={answer.state !== 'idle'}
            rejected={conditions.condIsRejected}
            unsaved={dirty}
          />
        </Stack>
      </answer.Form>
    </Stack>
  );
}

/**
 * The manager's manual conditions (decision 0113): nothing to edit, only to agree
 * (approveAction) or not (setRejectAction).
 */
export function DealConditionsAnswer({ conditions }: { conditions: TDealConditions }) {
  const answer = useFetcher<DealActionReply>();
  return (
    <answer.Form method="post" data-testid="deal-conditions-answer">
      <Stack gap="xs" mb="md">
        {answer.data && !answer.data.ok && <Alert color="red">{answer.data.message}</Alert>}
        <AnswerButtons busy={answer.state !== 'idle'} rejected={conditions.condIsRejected} />
      </Stack>
    </answer.Form>
  );
}

/** «Согласовать условия» and, unless already refused, «Не согласен»: the answer form's buttons. */
function AnswerButtons({
  busy,
  rejected,
  unsaved = false,
}: {
  busy: boolean;
  rejected: boolean;
  unsaved?: boolean;
}) {
  return (
    <Group>
      <Button
        type="submit"
        name="method"
        value="approveAction"
        color="green"
        leftSection={<IconCheck size={18} />}
        loading={busy}
        disabled={unsaved}
      >
        Согласовать условия
      </Button>
      {!rejected && (
        <PlainButton
          type="submit"
          name="method"
          value="setRejectAction"
          variant="default"
          leftSection={<IconX size={18} />}
          disabled={busy}
        >
          Не согласен
        </PlainButton>
      )}
    </Group>
  );
}
