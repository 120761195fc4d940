import { content } from '@agrolease/contracts';
import { Anchor, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageShell } from '../../components/content/page-shell';
import { AppLink } from '../../components/routing/app-link';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/site-map';

export async function loader({ context }: Route.LoaderArgs) {
  return getGateway(context).call(content.getMapV2);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Карта сайта', description: 'Все разделы сайта.' });

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell trail={[{ title: 'Карта сайта', href: '/site-map/' }]} title="Карта сайта">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
        {loaderData.sections.map((section) => (
          <Stack key={section.title} gap="xs">
            <Title order={2} fz="lg">
              <Anchor component={AppLink} to={section.url} inherit>
                {section.title}
              </Anchor>
            </Title>
            <List spacing={4} fz="sm">
              {section.children.map((child) => (
                <List.Item key={child.url}>
                  <Anchor component={AppLink} to={child.url} fz="sm">
                    {child.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
