import { Text as MantineText } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Anchor, Group } from '../../plain/mantine-markup';

/** A link to download an attached file (the gateway checks it is the viewer's). */
export function AttachedFileLink({ file }: { file: { title: string; src: string } | null }) {
  if (!file) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <IconPaperclip size={16} aria-hidden />
      <Anchor href={`${file.src}?download=1`} fz="sm" data-testid="attached-file">
        <MantineText span inherit lineClamp={1}>
          {file.title}
        </MantineText>
      </Anchor>
    </Group>
  );
}
