import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { Group } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import classes from './export-buttons.module.css';

/**
 * «Выгрузить в Excel» of a list page (issue 38, decision 0175): a plain download link to the
 * list's file with the page's own filters, so the file holds what the user sees (every page of
 * it). It stands at the top right of the list, beside the filters; on a phone it takes the
 * whole width under them. A second button (the schedule's PDF) sits beside it. Plain markup in
 * Mantine's look: it is on every list page (decision 0191).
 */
export function ExportButtons({ xlsx, pdf }: { xlsx: string; pdf?: string }) {
  const links = [
    ...(pdf ? [{ href: pdf, title: 'Скачать PDF', Icon: IconFileTypePdf }] : []),
    { href: xlsx, title: 'Выгрузить в Excel', Icon: IconDownload },
  ];
  return (
    <Group justify="flex-end" gap="sm" data-testid="list-export">
      {links.map(({ href, title, Icon }) => (
        <PlainButton
          key={title}
          component="a"
          href={href}
          download
          variant="light"
          leftSection={<Icon size={16} aria-hidden />}
          className={classes.export}
        >
          {title}
        </PlainButton>
      ))}
    </Group>
  );
}
