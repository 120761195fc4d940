import type { TFactoringInvoice } from '@agrolease/contracts/factoring';
import { formatIsoDayRu, formatRoubles } from '@agrolease/domain';
import { Alert, Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Group, Text } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import { InvoiceFields, type TInvoiceValues } from './invoice-fields';

interface InvoiceReply {
  done?: boolean;
  errors?: Partial<TInvoiceValues>;
  message?: string | null;
}

/**
 * «Изменить» and «Удалить» of an invoice in a draft register (issue 39): the correction in a
 * dialog with the invoice's fields, the deletion after a confirmation; each closes when done.
 */
export function InvoiceActions({ invoice }: { invoice: TFactoringInvoice }) {
  const [editing, edit] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  const editor = useFetcher<InvoiceReply>({ key: `invoice-edit-${invoice.id}` });
  const deleter = useFetcher<InvoiceReply>({ key: `invoice-delete-${invoice.id}` });
  useEffect(() => {
    if (editor.state === 'idle' && editor.data?.done) edit.close();
  }, [editor.state, editor.data, edit]);
  const errors = editor.data?.errors ?? {};
  const placed = Object.keys(errors).length > 0;
  return (
    <>
      <Group gap="xs" mt="xs">
        <PlainButton size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={edit.open}>
          Изменить
        </PlainButton>
        <PlainButton
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={remove.open}
        >
          Удалить
        </PlainButton>
      </Group>
      <Modal opened={editing} onClose={edit.close} title={`Накладная ${invoice.number}`} centered size="lg">
        <editor.Form method="post">
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="id_invoice" value={invoice.id} />
          {editor.data?.message && !placed && (
            <Alert color="red" mb="sm">
              {editor.data.message}
            </Alert>
          )}
          <InvoiceFields
            values={{
              number: invoice.number,
              issued: formatIsoDayRu(invoice.issued),
              due: formatIsoDayRu(invoice.due),
              amount: String(invoice.amount),
              delivery: invoice.delivery,
            }}
            errors={errors}
          />
          <Group justify="flex-end" mt="md">
            <PlainButton variant="default" onClick={edit.close}>
              Отмена
            </PlainButton>
            <Button type="submit" loading={editor.state !== 'idle'}>
              Сохранить
            </Button>
          </Group>
        </editor.Form>
      </Modal>
      <Modal opened={deleting} onClose={remove.close} title="Удалить накладную?" centered>
        <Text mb="md">
          Накладная {invoice.number} от {formatIsoDayRu(invoice.issued)} на {formatRoubles(invoice.amount)}{' '}
          будет удалена из реестра, сумма реестра уменьшится.
        </Text>
        <deleter.Form method="post" onSubmit={remove.close}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id_invoice" value={invoice.id} />
          <Group justify="flex-end">
            <PlainButton variant="default" onClick={remove.close}>
              Отмена
            </PlainButton>
            <Button type="submit" color="red" loading={deleter.state !== 'idle'}>
              Удалить
            </Button>
          </Group>
        </deleter.Form>
      </Modal>
    </>
  );
}
