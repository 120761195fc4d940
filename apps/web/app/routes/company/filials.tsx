import { countRu } from '@agrolease/domain';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from '../../components/content/content.module.css';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { AppLink } from '../../components/routing/app-link';
import { loadPageInfo } from '../../lib/page-info.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/filials';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPageInfo(context, { url: '/company/filials/', type: 'filial' });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Филиалы', description: args.data?.meta_description ?? 'Филиалы компании.' });

export default function Filials({ loaderData: page }: Route.ComponentProps) {
  return (
    <PageShell trail={trailOf('/company/filials/', 'Филиалы')} title={page.h1} lead={page.description}>
      <Stack gap="xs">
        <Title order={2} fz="lg" c="dimmed" fw={500}>
          {countRu(page.items.length, ['филиал и офис', 'филиала и офиса', 'филиалов и офисов'])}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {page.items.map((branch) => (
            <Card
              key={branch.id}
              component={AppLink}
              to={branch.url}
              withBorder
              padding="md"
              className={classes.tile}
            >
              <Text fw={700}>{branch.title}</Text>
              <Text fz="sm" c="dimmed" mt={4}>
                {branch.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </PageShell>
  );
}
