import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** A factoring document's PDF as a download button (decision 0105); full width at 390 px. */
export function DocumentDownload({
  href,
  fileName,
  label,
}: {
  href: string;
  fileName?: string;
  label: string;
}) {
  return (
    <Button
      component="a"
      href={href}
      download={fileName ?? true}
      variant="light"
      size="sm"
      leftSection={<IconDownload size={16} />}
      w={{ base: '100%', xs: 'auto' }}
      style={{ whiteSpace: 'normal', height: 'auto', minHeight: 36 }}
    >
      {label}
    </Button>
  );
}
