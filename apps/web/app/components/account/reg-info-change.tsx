import { formatPhone } from '@agrolease/domain';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ContactActionResult } from '../../routes/cabinet/info.server';
import { PhoneInput } from '../forms/phone-input';
import { PlainTextInput } from '../plain/plain-text-input';

/**
 * The screen of RegInfoChange (decision 0042): the account's sign-in phone or e-mail changes
 * after a code sent to the new value is entered.
 */
export function RegInfoChange({ phone, email }: { phone: string; email: string }) {
  const fetcher = useFetcher<ContactActionResult>();
  const [field, setField] = useState<'phone' | 'email'>('phone');
  const [value, setValue] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!result?.ok) return;
    if (result.intent === 'reg-info-code') setCodeSent(true);
    if (result.intent === 'reg-info-apply') {
      setCodeSent(false);
      setValue('');
    }
  }, [result]);

  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const pending = fetcher.state !== 'idle';
  const typed = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.currentTarget.value);
      setCodeSent(false);
    },
    error: errors.value,
    required: true,
  };
  return (
    <Paper withBorder p="lg" radius="md" data-testid="reg-info-change">
      <fetcher.Form method="post" aria-label="Смена телефона или e-mail">
        <Stack gap="md">
          <Title order={3} fz="md">
            Телефон и e-mail для входа
          </Title>
          <Text fz="sm" c="dimmed">
            Сейчас: {formatPhone(phone) || '—'}, {email || '—'}. Код придёт на новый номер или адрес.
          </Text>
          <SegmentedControl
            value={field}
            onChange={(next) => {
              setField(next as 'phone' | 'email');
              setCodeSent(false);
            }}
            data={[
              { value: 'phone', label: 'Телефон' },
              { value: 'email', label: 'E-mail' },
            ]}
          />
          <input type="hidden" name="field" value={field} />
          {field === 'phone' ? (
            <PhoneInput name="value" label="Новый телефон" {...typed} />
          ) : (
            <TextInput
              name="value"
              label="Новый e-mail"
              inputMode="email"
              placeholder="name@example.ru"
              {...typed}
            />
          )}
          {codeSent && (
            <PlainTextInput
              name="code"
              label="Код из сообщения"
              inputMode="numeric"
              error={errors.code}
              required
            />
          )}
          {result && (
            <Alert color={result.ok ? 'green' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'}>
              {result.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              name="intent"
              value={codeSent ? 'reg-info-apply' : 'reg-info-code'}
              loading={pending}
            >
              {codeSent ? 'Подтвердить' : 'Получить код'}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
