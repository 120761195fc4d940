import { Accordion, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FREE_PHONE } from '../header/desktop-header';

/** A topic of a help page: questions that open to their answers (client, supplier, agent help). */
export function HelpQuestions({
  title,
  items,
}: {
  title: string;
  items: readonly { id: number; question: string; answer: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Accordion variant="separated" radius="md">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Text fz="sm">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}

/** «Связаться с нами»: the free phone, a line on what to do, and the role's buttons. */
export function HelpContacts({ note, children }: { note: string; children?: ReactNode }) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-label="Связаться с нами"
    >
      <Title order={2} fz="lg" mb="sm">
        Связаться с нами
      </Title>
      <Stack gap="xs">
        <Text fz="sm">
          Бесплатно по России:{' '}
          <Anchor href={FREE_PHONE.href} fw={600}>
            {FREE_PHONE.display}
          </Anchor>
        </Text>
        <Text fz="sm" c="dimmed">
          {note}
        </Text>
        {children ? <Group gap="xs">{children}</Group> : null}
      </Stack>
    </Paper>
  );
}
