import { Button, Group } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';

/**
 * «Выгрузить в Excel» of a list page (issue 38, decision 0175): a plain download link to the
 * list's file with the page's own filters, so the file holds what the user sees (every page of
 * it). It stands at the top right of the list, beside the filters; on a phone it takes the
 * whole width under them. A second button (the schedule's PDF) sits beside it.
 */
export function ExportButtons({ xlsx, pdf }: { xlsx: string; pdf?: string }) {
  const links = [
    ...(pdf ? [{ href: pdf, title: 'Скачать PDF', Icon: IconFileTypePdf }] : []),
    { href: xlsx, title: 'Выгрузить в Excel', Icon: IconDownload },
  ];
  return (
    <Group justify="flex-end" gap="sm" data-testid="list-export">
      {links.map(({ href, title, Icon }) => (
        <Button
          key={title}
          component="a"
          href={href}
          download
          variant="light"
          leftSection={<Icon size={16} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
        >
          {title}
        </Button>
      ))}
    </Group>
  );
}
