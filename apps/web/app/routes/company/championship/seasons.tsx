import { Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import classes from '../../../components/championship/championship.module.css';
import contentClasses from '../../../components/content/content.module.css';
import { HtmlContent } from '../../../components/content/html-content';
import { PageShell } from '../../../components/content/page-shell';
import { trailOf } from '../../../components/content/sections';
import { AppLink } from '../../../components/routing/app-link';
import { loadPageInfo } from '../../../lib/page-info.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/seasons';

/** /company/championship/: what the championship is, then its seasons, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadPageInfo(context, { url: '/company/championship/', type: 'championship' });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.meta_title ?? 'Чемпионат пахарей',
    description: args.data?.meta_description ?? '',
  });

export default function ChampionshipSeasons({ loaderData: page }: Route.ComponentProps) {
  return (
    <PageShell trail={trailOf(page.url, page.h1)} title={page.h1} lead={page.description}>
      <Stack gap="md" maw={920}>
        <HtmlContent html={page.content} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="championship-seasons">
        {page.items.map((season) => (
          <Card
            key={season.id}
            component={AppLink}
            to={season.url}
            withBorder
            padding="lg"
            className={contentClasses.tile}
          >
            <Card.Section>
              <Image src={season.photo} alt="" className={classes.picture} />
            </Card.Section>
            <Text fw={700} fz="lg" mt="md">
              {season.title}
            </Text>
            <Text fz="sm" c="dimmed" mt={6}>
              {season.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
