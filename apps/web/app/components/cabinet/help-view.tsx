import { isGatewayError } from '@agrolease/contracts';
import { Accordion, SimpleGrid } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { FREE_PHONE } from '../header/free-phone';
import { Anchor, Group, PageTitle, Paper, Stack, Text, Title } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import { AppLink } from '../routing/app-link';
import { CabinetCrumbs } from './cabinet-crumbs';
import { ManagerCard } from './manager-card';

type Manager = ComponentProps<typeof ManagerCard>['manager'];

/**
 * The manager of a help page, or null when the gateway cannot say (spec 2 §8: the page stays
 * useful without the manager's card); a refusal (401, 403) still goes to the error boundary.
 */
export function managerOrNull(reply: Promise<{ manager: Manager | null }>): Promise<Manager | null> {
  return reply.then(
    (main) => main.manager,
    (error: unknown) => {
      if (isGatewayError(error) && error.status >= 500) return null;
      throw error;
    },
  );
}

/** The help page of a supplier or an agent: its manager, the contacts and its questions. */
export function RoleHelpPage({
  path,
  manager,
  note,
  shortcut,
  topics,
}: {
  /** The page's own address, for the crumbs. */
  path: string;
  manager: Manager | null;
  /** What to write to the manager about. */
  note: string;
  /** The role's most used page, offered beside the phone. */
  shortcut: { to: string; label: string };
  topics: readonly { title: string; items: readonly { id: number; question: string; answer: string }[] }[];
}) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Помощь', href: path }]} />
      <PageTitle>Помощь</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {manager && <ManagerCard manager={manager} />}
        <HelpContacts note={note}>
          <PlainButton component={AppLink} to={shortcut.to} size="compact-sm" variant="default">
            {shortcut.label}
          </PlainButton>
        </HelpContacts>
      </SimpleGrid>
      {topics.map((topic) => (
        <HelpQuestions key={topic.title} title={topic.title} items={topic.items} />
      ))}
    </Stack>
  );
}

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
