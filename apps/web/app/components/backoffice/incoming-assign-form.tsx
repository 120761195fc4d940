import { Button, TextInput } from '@mantine/core';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/send-from-action.server';
import { Group } from '../plain/mantine-markup';

/**
 * An unmatched incoming payment put to a contract by the manager (a purpose without the number,
 * another company paying for the client): the contract's number and «Зачесть».
 */
export function IncomingAssignForm({ id, number }: { id: number; number: string }) {
  const fetcher = useFetcher<ActionResult>();
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" aria-label={`Зачесть поступление № ${number} по договору`}>
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="id_incoming" value={id} />
      <Group gap="xs" align="flex-start" wrap="nowrap" mt={4}>
        <TextInput
          name="contract_name"
          size="xs"
          placeholder="ДЛ-2026/0412"
          aria-label="Договор"
          required
          error={failed ? failed.errors.contract_name || failed.message : undefined}
          style={{ flex: 1, minWidth: 120 }}
        />
        <Button type="submit" size="xs" variant="light" loading={fetcher.state !== 'idle'}>
          Зачесть
        </Button>
      </Group>
    </fetcher.Form>
  );
}
