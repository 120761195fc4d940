import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** The message of the last step: an error in red, a sent code in green. */
export function AuthFeedback({ ok, message }: { ok?: boolean; message?: string }) {
  if (!message) return null;
  return ok ? (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
      {message}
    </Alert>
  ) : (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
