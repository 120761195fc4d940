import { Button, PinInput } from '@mantine/core';
import { useState } from 'react';
import { useCountdown } from '../auth/use-countdown';
import { Group, Stack, Text } from '../plain/mantine-markup';

/**
 * Six digits of an SMS code (Mantine PinInput) with the resend button that wakes up after
 * 60 s. onComplete runs when the sixth digit is typed; the field clears after a wrong code.
 */
export function CodeEntry({
  message,
  error,
  sentAt,
  busy,
  onComplete,
  onResend,
}: {
  message: string;
  error?: string;
  sentAt: number;
  busy: boolean;
  onComplete: (code: string) => void;
  onResend: () => void;
}) {
  const [value, setValue] = useState('');
  const left = useCountdown(60, sentAt);
  return (
    <Stack gap="xs">
      <Text fz="sm">{message}</Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        autoFocus
        size="md"
        ariaLabel="Код из SMS"
        value={value}
        onChange={setValue}
        onComplete={(code) => {
          onComplete(code);
          setValue('');
        }}
        disabled={busy}
        error={Boolean(error)}
      />
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Text fz="xs" c="dimmed">
          Код действует 5 минут
        </Text>
        <Button variant="subtle" size="compact-sm" disabled={left > 0 || busy} onClick={onResend}>
          {left > 0 ? `Отправить повторно через ${left} сек.` : 'Отправить код повторно'}
        </Button>
      </Group>
    </Stack>
  );
}
