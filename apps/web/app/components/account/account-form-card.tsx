import type { TAccountFormReply } from '@agrolease/contracts/account';
import type { TFormItem } from '@agrolease/contracts/wizard';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AccountFormActionResult } from '../../routes/cabinet/info.server';
import { DynamicForm } from '../wizard/dynamic-form';
import { initialValues, serializeValues, type WizardValues } from '../wizard/form-values';
import { passTypeItems } from './pass-type';

interface AccountFormCardProps {
  title: string;
  reply: TAccountFormReply;
}

/**
 * One account form of /cabinet/v2/info/ (decision 0066): the form's FormBuilder items in a
 * DynamicForm, saved through the page's action; what the user typed stays when the gateway
 * refuses it, with each error on its field. The document form swaps its fields by pass_type.
 */
export function AccountFormCard({ title, reply }: AccountFormCardProps) {
  const fetcher = useFetcher<AccountFormActionResult>();
  const [items, setItems] = useState<TFormItem[]>(reply.FormBuilder.items);
  const [values, setValues] = useState<WizardValues>(() => initialValues(reply.FormBuilder.items));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = reply.form_name;

  // A fresh reply from the loader (after any save on the page) is the stored truth.
  useEffect(() => {
    setItems(reply.FormBuilder.items);
    setValues(initialValues(reply.FormBuilder.items));
  }, [reply]);

  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (result) setErrors(result.fieldErrors);
  }, [result]);

  const change = (field: string, value: unknown) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    if (field === 'pass_type' && typeof value === 'string' && value) {
      void passTypeItems(value).then((next) => {
        if (!next) return;
        setItems(next);
        // Fields both documents have (number, dates, address) keep what was typed.
        setValues((previous) => ({ ...initialValues(next), ...previous, pass_type: value }));
      });
    }
  };

  const save = () =>
    fetcher.submit({ intent: 'account-form', form, values: serializeValues(items, values) } as never, {
      method: 'post',
      encType: 'application/json',
    });

  const pending = fetcher.state !== 'idle';
  return (
    <Paper withBorder p="lg" radius="md" data-testid={`account-form-${form}`}>
      <Stack gap="md">
        <Title order={3} fz="md">
          {title}
        </Title>
        <DynamicForm
          items={items}
          values={values}
          errors={errors}
          message={result && !result.ok ? result.message : undefined}
          disabled={pending}
          onChange={change}
        />
        {result?.ok && (
          <Alert color="green" variant="light" role="status">
            {result.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={save} loading={pending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
