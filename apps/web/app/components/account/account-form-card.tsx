import type { TAccountFormReply } from '@agrolease/contracts/account';
import type { TFormItem } from '@agrolease/contracts/wizard';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
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

  // Fields the user has changed since the last save: a reload of the page's data (the wizard
  // saved a step) brings the stored values of the others and leaves these as typed.
  const touched = useRef(new Set<string>());
  useEffect(() => {
    const fresh = initialValues(reply.FormBuilder.items);
    if (!touched.current.has('pass_type')) setItems(reply.FormBuilder.items);
    setValues((previous) => {
      const next = { ...fresh };
      for (const field of touched.current) if (field in previous) next[field] = previous[field];
      return next;
    });
  }, [reply]);

  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    setErrors(result.fieldErrors);
    // Saved: what is stored is now what was typed.
    if (result.ok) touched.current.clear();
  }, [result]);

  const change = (field: string, value: unknown) => {
    touched.current.add(field);
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
