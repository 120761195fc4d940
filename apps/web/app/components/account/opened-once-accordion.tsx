import { Accordion } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface OpenedOnceItem {
  value: string;
  title: string;
  /** The panel's content, rendered the first time the panel opens and kept from then on. */
  content: () => ReactNode;
}

/**
 * The account page's separated accordion whose panels render their forms only once opened
 * (issue 36): a closed panel cannot be read or filled, yet its form cost the server's render and
 * the browser's hydration as much as an open one. A panel once opened keeps its content (and
 * whatever was typed in it) when it is closed again.
 */
export function OpenedOnceAccordion({ items }: { items: readonly OpenedOnceItem[] }) {
  const [opened, setOpened] = useState<string[]>([]);
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <Accordion
      variant="separated"
      radius="md"
      multiple
      value={opened}
      onChange={(next) => {
        setOpened(next);
        setSeen((before) =>
          next.every((value) => before.has(value)) ? before : new Set([...before, ...next]),
        );
      }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Control>{item.title}</Accordion.Control>
          <Accordion.Panel>{seen.has(item.value) ? item.content() : null}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
