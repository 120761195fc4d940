import { List } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Anchor, Group } from '../plain/mantine-markup';

/** Documents of an application or a deal as links, each with what the page says of its signature. */
export function DocumentList<T extends { id: number; src: string; title: string }>({
  documents,
  signature,
}: {
  documents: T[];
  signature: (document: T) => ReactNode;
}) {
  return (
    <List spacing="sm" icon={<IconFile size={16} />}>
      {documents.map((document) => (
        <List.Item key={document.id}>
          <Group gap="xs">
            <Anchor href={document.src} target="_blank">
              {document.title}
            </Anchor>
            {signature(document)}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
