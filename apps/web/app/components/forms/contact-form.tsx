import { Alert, Anchor, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { FormResult } from '../../lib/form-action.server';
import { AppLink } from '../routing/app-link';
import type { ContactField } from './contact-fields';
import { RequestAccepted } from './request-accepted';
import { type SchemaSource, useCheckedSubmit } from './use-checked-submit';

export { type ContactField, NAME_FIELD, PHONE_FIELD } from './contact-fields';

/**
 * A short service form (callback, application, agentship, factoring): inputs from a field
 * list, checked with the call's schema in the browser, sent to the route's action.
 */
export function ContactForm({
  schema,
  fields,
  action,
  submitLabel,
  acceptedText,
  consent = false,
  hidden,
}: {
  schema: SchemaSource;
  fields: readonly ContactField[];
  action?: string;
  submitLabel: string;
  acceptedText: string;
  consent?: boolean;
  hidden?: Record<string, string>;
}) {
  const fetcher = useFetcher<FormResult>();
  const { onSubmit, onFocus, errors: clientErrors, clear } = useCheckedSubmit(schema);
  const result = fetcher.data;
  if (result?.ok) return <RequestAccepted code={result.code} text={acceptedText} />;
  const errors = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
  const input = (field: ContactField): ReactNode => {
    const common = {
      name: field.name,
      label: field.label,
      withAsterisk: field.required,
      placeholder: field.placeholder,
      error: errors[field.name],
      onChange: () => clear(field.name),
    };
    return field.type === 'textarea' ? (
      <Textarea key={field.name} {...common} autosize minRows={3} maxRows={8} />
    ) : (
      <TextInput key={field.name} {...common} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
    );
  };
  return (
    <fetcher.Form method="post" action={action} onSubmit={onSubmit} onFocus={onFocus} noValidate>
      <Stack gap="md">
        {result && !result.ok && Object.keys(clientErrors).length === 0 && (
          <Alert color="red" variant="light">
            {result.message}
          </Alert>
        )}
        {fields.map(input)}
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {consent && (
          <>
            {/* Consent is given by the person (152-ФЗ): never ticked in advance. */}
            <Checkbox
              name="accept_terms"
              value="1"
              error={errors.accept_terms}
              onChange={() => clear('accept_terms')}
              label={
                <>
                  Отправляя форму, я соглашаюсь с{' '}
                  <Anchor component={AppLink} to="/pd/" fz="sm" underline="always">
                    обработкой персональных данных
                  </Anchor>
                </>
              }
            />
          </>
        )}
        {!consent && (
          <Anchor component={AppLink} to="/pd/" fz="xs" c="dimmed">
            Нажимая кнопку, вы соглашаетесь с обработкой персональных данных
          </Anchor>
        )}
        <Group>
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
