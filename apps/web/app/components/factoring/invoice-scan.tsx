import { FACTORING_INVOICE_SCAN_UPLOAD_PATH, type TFactoringInvoice } from '@agrolease/contracts/factoring';
import { Button, FileButton, Group as MantineGroup } from '@mantine/core';
import { IconFileDownload, IconUpload } from '@tabler/icons-react';
import { useRevalidator } from 'react-router';
import { useFormPost } from '../cabinet/requests/use-form-post';
import { useHydrated } from '../deferred/deferred';
import { Anchor, Stack, Text } from '../plain/mantine-markup';

/** The files a scan may be, as the gateway checks them from the bytes (decision 0114). */
const SCAN_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The invoice's scan as a download link, for the supplier, the customer and the back office. */
export function InvoiceScanLink({ invoice }: { invoice: Pick<TFactoringInvoice, 'scan' | 'number'> }) {
  if (!invoice.scan) return null;
  return (
    <Anchor
      href={invoice.scan.url}
      download={invoice.scan.title}
      fz="xs"
      style={{ overflowWrap: 'anywhere' }}
      data-testid="factoring-invoice-scan"
      aria-label={`Скан накладной ${invoice.number}: ${invoice.scan.title}`}
    >
      <MantineGroup gap={4} wrap="nowrap" component="span">
        <IconFileDownload size={14} style={{ flexShrink: 0 }} />
        <span>Скан: {invoice.scan.title}</span>
      </MantineGroup>
    </Anchor>
  );
}

/**
 * The supplier attaches (or replaces) the scan of an invoice while the register is a draft:
 * the file goes from the browser to the gateway, which checks its type and size; the page then
 * reads the register again.
 */
export function InvoiceScanUpload({
  invoice,
}: {
  invoice: Pick<TFactoringInvoice, 'id' | 'number' | 'scan'>;
}) {
  const { errors, message, busy, post } = useFormPost();
  const revalidator = useRevalidator();
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();
  async function send(file: File | null) {
    if (!file) return;
    const form = new FormData();
    form.append('id', String(invoice.id));
    form.append('file', file);
    const reply = await post(FACTORING_INVOICE_SCAN_UPLOAD_PATH, form);
    if (reply) await revalidator.revalidate();
  }
  const problem = errors.file ?? errors.id ?? message;
  return (
    <Stack gap={4} mt={6}>
      <FileButton
        onChange={send}
        accept={SCAN_ACCEPT}
        disabled={!live}
        inputProps={{ 'aria-label': `Файл скана накладной ${invoice.number}` }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="compact-sm"
            leftSection={<IconUpload size={14} />}
            loading={busy}
            disabled={!live}
            w={{ base: '100%', xs: 'auto' }}
          >
            {invoice.scan ? 'Заменить скан' : 'Загрузить скан'}
          </Button>
        )}
      </FileButton>
      <Text fz="xs" c="dimmed">
        PDF, JPEG или PNG, до 15 МБ
      </Text>
      {problem && (
        <Text fz="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
