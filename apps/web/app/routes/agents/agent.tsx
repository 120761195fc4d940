import { providers } from '@agrolease/contracts';
import { formatPhone } from '@agrolease/domain';
import { Badge, Container, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { EntityHeading } from '../../components/listing/entity-heading';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import { getGateway } from '../../lib/gateway.server';
import { idParam, orNotFound } from '../../lib/not-found.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/agent';

/** /agents/{id}/: an agent of the company (docs/decisions/0033). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const agent = await orNotFound(getGateway(context).call(providers.getAgent, { id: idParam(params.id) }));
  return { agent, origin: context.origin };
}

export const meta: Route.MetaFunction = (args) => {
  const agent = args.data?.agent;
  return pageMeta(args, {
    title: agent ? `${agent.name} — агент Агролизинга` : 'Агент не найден',
    description: agent
      ? `${agent.name}, агент АО «Агролизинг» в г. ${agent.city}: подбор техники, документы и заявка на лизинг.`
      : 'Такого агента нет.',
  });
};

export default function Agent({ loaderData }: Route.ComponentProps) {
  const { agent, origin } = loaderData;
  const crumbs = publicBreadcrumbs([
    { title: 'Агентам', href: '/providers/agentship/' },
    { title: agent.name, href: agent.url },
  ]);
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={crumbs} origin={origin} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <EntityHeading
              badges={<Badge variant="light">Агент компании</Badge>}
              title={agent.name}
              city={agent.city}
              region={agent.region}
            />
            <Text mt="md">{agent.description}</Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="lg">
              <Stack gap="sm">
                <Text fw={600}>Связаться с агентом</Text>
                <PlainButton
                  component="a"
                  href={`tel:${agent.phone.replace(/[^+\d]/g, '')}`}
                  leftSection={<IconPhone size={18} />}
                >
                  {formatPhone(agent.phone)}
                </PlainButton>
                <PlainButton
                  component="a"
                  href={`mailto:${agent.email}`}
                  variant="default"
                  leftSection={<IconMail size={18} />}
                >
                  {agent.email}
                </PlainButton>
                <PlainButton component={AppLink} to="/providers/agentship/" variant="subtle">
                  Как стать агентом
                </PlainButton>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
