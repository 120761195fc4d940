import { Button, Group, Text, TextInput } from '@mantine/core';
import { useCountdown } from './use-countdown';

/**
 * The code field of a code-confirmed step, with the resend button that wakes up after 60 s.
 * The resend button submits the same form without the code.
 */
export function CodeStep({
  label = 'Код из СМС',
  error,
  sentAt,
  busy,
}: {
  label?: string;
  error?: string;
  sentAt: unknown;
  busy: boolean;
}) {
  const left = useCountdown(60, sentAt);
  return (
    <>
      <TextInput
        name="code"
        label={label}
        placeholder="6 цифр"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={error}
        autoFocus
      />
      <Group justify="space-between" gap="xs">
        <Text fz="xs" c="dimmed">
          Код действует 5 минут
        </Text>
        <Button
          type="submit"
          name="resend"
          value="1"
          variant="subtle"
          size="compact-sm"
          disabled={left > 0 || busy}
          formNoValidate
        >
          {left > 0 ? `Отправить повторно через ${left} сек.` : 'Отправить код повторно'}
        </Button>
      </Group>
    </>
  );
}
