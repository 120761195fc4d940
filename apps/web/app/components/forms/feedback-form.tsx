import { FEEDBACK_TOPICS, type TFeedbackTopic, ZFeedbackForm } from '@agrolease/contracts/services';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useFetcher } from 'react-router';
import type { FormResult } from '../../lib/form-action.server';
import { PlainTextInput } from '../plain/plain-text-input';
import { AppLink } from '../routing/app-link';
import { PhoneInput } from './phone-input';
import { RequestAccepted } from './request-accepted';
import { useCheckedSubmit } from './use-checked-submit';

export const FEEDBACK_ACTION = '/client/services/feedback/';

/**
 * Feedback and technical-support form (PostFeedback, accept_terms always 1). Used on the
 * feedback page and in the floating technical-support dialog.
 */
export function FeedbackForm({
  topic = 'question',
  compact = false,
}: {
  topic?: TFeedbackTopic;
  compact?: boolean;
}) {
  const fetcher = useFetcher<FormResult>();
  const { onSubmit, errors: clientErrors, clear } = useCheckedSubmit(ZFeedbackForm);
  const result = fetcher.data;
  const errors = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
  if (result?.ok) {
    return (
      <RequestAccepted
        code={result.code}
        text="Ответ придёт на указанную электронную почту в течение 3 рабочих дней. Статус можно узнать по номеру обращения."
      />
    );
  }
  const error = (name: string) => errors[name];
  return (
    <fetcher.Form method="post" action={FEEDBACK_ACTION} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {result && !result.ok && Object.keys(clientErrors).length === 0 && (
          <Alert color="red" variant="light">
            {result.message}
          </Alert>
        )}
        <NativeSelect
          name="topic"
          label="Тема обращения"
          defaultValue={topic}
          data={Object.entries(FEEDBACK_TOPICS).map(([value, label]) => ({ value, label }))}
          error={error('topic')}
        />
        <Group grow align="flex-start" preventGrowOverflow={false} wrap={compact ? 'wrap' : undefined}>
          <TextInput
            name="name"
            label="Имя"
            autoComplete="name"
            withAsterisk
            error={error('name')}
            onChange={() => clear('name')}
          />
          <TextInput
            name="email"
            type="email"
            label="Электронная почта"
            autoComplete="email"
            withAsterisk
            error={error('email')}
            onChange={() => clear('email')}
          />
        </Group>
        <Group grow align="flex-start" preventGrowOverflow={false} wrap={compact ? 'wrap' : undefined}>
          <PhoneInput
            name="phone"
            label="Телефон"
            placeholder="+7 999 123-45-67"
            error={error('phone')}
            onChange={() => clear('phone')}
          />
          <PlainTextInput
            name="contract"
            label="Номер договора"
            placeholder="Если вопрос по договору"
            error={error('contract')}
          />
        </Group>
        <Textarea
          name="message"
          label="Сообщение"
          withAsterisk
          autosize
          minRows={compact ? 3 : 5}
          maxRows={12}
          error={error('message')}
          onChange={() => clear('message')}
        />
        {/* Spec 1 §5: feedback carries accept_terms=1, given by the person (152-ФЗ): never ticked in advance. */}
        <Checkbox
          name="accept_terms"
          value="1"
          error={error('accept_terms')}
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
        <Group>
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            Отправить
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
