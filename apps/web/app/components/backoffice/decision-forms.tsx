import type { TApplicationCard } from '@agrolease/contracts/backoffice';
import { OFFER_FORM_LIMITS } from '@agrolease/contracts/backoffice-values';
import { MONTH_TITLES } from '@agrolease/domain';
import { Alert, Button, Checkbox, NumberInput, Select, SimpleGrid, Tabs, Textarea } from '@mantine/core';
import { IconCheck, IconFileDescription, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/send-from-action.server';
import { MoneyInput } from '../forms/money-input';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { Stack } from '../plain/mantine-markup';
import { typedSum, useMoneyConfirmation } from './money-confirmation';

const L = OFFER_FORM_LIMITS;

/**
 * The decisions' schemas come with the first focus on a form, or the first submit (issue 36):
 * the back office's application page shows the forms at once, and they were the one reason it
 * loaded Zod and the contracts' schemas of applications, deals and offers with the page.
 */
const approveSchema = () => import('@agrolease/contracts/backoffice').then((module) => module.ZApproveInput);
const requestDocumentsSchema = () =>
  import('@agrolease/contracts/backoffice').then((module) => module.ZRequestDocumentsInput);
const rejectSchema = () => import('@agrolease/contracts/backoffice').then((module) => module.ZRejectInput);

function useDecision(intent: string, schema: Parameters<typeof useCheckedSubmit>[0]) {
  const fetcher = useFetcher<ActionResult>();
  const checked = useCheckedSubmit(schema);
  const result = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const serverErrors = result && !result.ok ? result.errors : {};
  return {
    fetcher,
    onSubmit: checked.onSubmit,
    onFocus: checked.onFocus,
    error: (name: string) => checked.errors[name] ?? serverErrors[name],
    clear: checked.clear,
    failure: result && !result.ok && Object.keys(checked.errors).length === 0 ? result.message : undefined,
    busy: fetcher.state !== 'idle',
  };
}

function ApproveForm({ application }: { application: TApplicationCard }) {
  const form = useDecision('approve', approveSchema);
  const defaults = application.defaults;
  const [schedule, setSchedule] = useState<string>(defaults.schedule_type);
  const [months, setMonths] = useState<string[]>(['9', '10', '11']);
  const confirmation = useMoneyConfirmation(
    (element) => ({
      action: 'Одобрить заявку с условиями',
      object: `Заявка ${application.code} · ${application.company.title}`,
      sum: typedSum(element, 'sum'),
      sumLabel: 'Сумма финансирования',
      confirm: 'Одобрить',
    }),
    form.onSubmit,
  );
  return (
    <form.fetcher.Form
      method="post"
      onSubmit={confirmation.onSubmit}
      onFocus={form.onFocus}
      noValidate
      aria-label="Одобрение заявки"
    >
      {confirmation.dialog}
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="id_object" value={application.id} />
      <Stack gap="md">
        {form.failure && <Alert color="red">{form.failure}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            name="sum"
            label="Сумма, ₽"
            defaultValue={defaults.sum}
            min={L.minSum}
            max={L.maxSum}
            allowDecimal={false}
            clampBehavior="none"
            error={form.error('sum')}
            onChange={() => form.clear('sum')}
            withAsterisk
          />
          <NumberInput
            name="advance_percent"
            label="Аванс, %"
            defaultValue={defaults.advance_percent}
            min={L.minAdvancePercent}
            max={L.maxAdvancePercent}
            allowDecimal={false}
            clampBehavior="none"
            error={form.error('advance_percent')}
            onChange={() => form.clear('advance_percent')}
            withAsterisk
          />
          <NumberInput
            name="term_months"
            label="Срок, мес."
            defaultValue={defaults.term_months}
            min={L.minTermMonths}
            max={L.maxTermMonths}
            allowDecimal={false}
            clampBehavior="none"
            error={form.error('term_months')}
            onChange={() => form.clear('term_months')}
            withAsterisk
          />
          <Select
            name="schedule_type"
            label="График платежей"
            value={schedule}
            onChange={(value) => value && setSchedule(value)}
            allowDeselect={false}
            data={[
              { value: 'annuity', label: 'Аннуитетный' },
              { value: 'decreasing', label: 'Убывающий' },
              { value: 'seasonal', label: 'Сезонный' },
            ]}
            error={form.error('schedule_type')}
            withAsterisk
          />
        </SimpleGrid>
        {schedule === 'seasonal' && (
          <Checkbox.Group
            label="Месяцы платежей"
            value={months}
            onChange={(value) => {
              setMonths(value);
              form.clear('months');
            }}
            error={form.error('months')}
            withAsterisk
          >
            <input type="hidden" name="months" value={months.join(',')} />
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} mt="xs">
              {MONTH_TITLES.map((title, index) => (
                <Checkbox key={title} value={String(index + 1)} label={title} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <Textarea
          name="comment"
          label="Комментарий для клиента"
          autosize
          minRows={2}
          error={form.error('comment')}
        />
        <Button
          type="submit"
          color="green"
          leftSection={<IconCheck size={18} />}
          loading={form.busy}
          w="fit-content"
        >
          Одобрить с условиями
        </Button>
      </Stack>
    </form.fetcher.Form>
  );
}

function CommentForm({
  application,
  intent,
  field,
  label,
  submit,
  schema,
  color,
}: {
  application: TApplicationCard;
  intent: string;
  field: string;
  label: string;
  submit: string;
  schema: Parameters<typeof useCheckedSubmit>[0];
  color: string;
}) {
  const form = useDecision(intent, schema);
  return (
    <form.fetcher.Form
      method="post"
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      noValidate
      aria-label={submit}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id_object" value={application.id} />
      <Stack gap="md">
        {form.failure && <Alert color="red">{form.failure}</Alert>}
        <Textarea
          name={field}
          label={label}
          autosize
          minRows={3}
          withAsterisk
          error={form.error(field)}
          onChange={() => form.clear(field)}
        />
        <Button type="submit" color={color} loading={form.busy} w="fit-content">
          {submit}
        </Button>
      </Stack>
    </form.fetcher.Form>
  );
}

/** The manager's decisions on an application, those its status allows. */
export function DecisionForms({ application }: { application: TApplicationCard }) {
  const { can } = application;
  const first = can.approve ? 'approve' : can.request_documents ? 'documents' : 'reject';
  return (
    <Tabs defaultValue={first} keepMounted={false}>
      <Tabs.List>
        {can.approve && (
          <Tabs.Tab value="approve" leftSection={<IconCheck size={16} />}>
            Одобрить
          </Tabs.Tab>
        )}
        {can.request_documents && (
          <Tabs.Tab value="documents" leftSection={<IconFileDescription size={16} />}>
            Запросить документы
          </Tabs.Tab>
        )}
        {can.reject && (
          <Tabs.Tab value="reject" leftSection={<IconX size={16} />}>
            Отклонить
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="approve" pt="md">
        <ApproveForm application={application} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        <CommentForm
          application={application}
          intent="documents"
          field="comment"
          label="Какие документы нужны"
          submit="Запросить документы"
          schema={requestDocumentsSchema}
          color="orange"
        />
      </Tabs.Panel>
      <Tabs.Panel value="reject" pt="md">
        <CommentForm
          application={application}
          intent="reject"
          field="reason"
          label="Причина отказа"
          submit="Отклонить заявку"
          schema={rejectSchema}
          color="red"
        />
      </Tabs.Panel>
    </Tabs>
  );
}
