import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** What a visitor sees after sending a form: the request number and what happens next. */
export function RequestAccepted({ code, text }: { code: string; text: string }) {
  return (
    <Alert
      color="field"
      variant="light"
      icon={<IconCircleCheck />}
      title="Заявка отправлена"
      role="status"
      data-testid="request-accepted"
    >
      <Text fz="sm">
        Номер обращения: <strong>{code}</strong>
      </Text>
      <Text fz="sm" mt={4}>
        {text}
      </Text>
    </Alert>
  );
}
