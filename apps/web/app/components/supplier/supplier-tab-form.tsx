import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/send-from-action.server';

/**
 * A form on a supplier's tab (decision 0106) sent without leaving the page: `failed` holds the
 * gateway's refusal, and the form is emptied once the gateway takes it (`done`).
 */
export function useSupplierTabForm() {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const done = fetcher.data?.ok && fetcher.state === 'idle';
  useEffect(() => {
    if (done) formRef.current?.reset();
  }, [done]);
  return { fetcher, formRef, failed, done };
}

/** Above the form's fields: a refusal that no field shows, or, once taken, `children`. */
export function SupplierTabFormOutcome({
  failed,
  done,
  children,
}: {
  failed: { message: string; errors: Record<string, string> } | undefined;
  done: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <>
      {failed && Object.keys(failed.errors).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {failed.message}
        </Alert>
      )}
      {done && (
        <Alert color="green" icon={<IconCheck />}>
          {children}
        </Alert>
      )}
    </>
  );
}

/** One button under an entry of a supplier's list that sends `intent` about it (remove, withdraw). */
export function EntryIntentButton({
  intent,
  id,
  children,
}: {
  intent: string;
  id: number;
  children: ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant="subtle"
        color="red"
        size="compact-sm"
        mt="xs"
        loading={fetcher.state !== 'idle'}
      >
        {children}
      </Button>
    </fetcher.Form>
  );
}
