import { Grid, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import { data } from 'react-router';
import classes from '../../../components/championship/championship.module.css';
import { CHAMPIONSHIP_CRUMB, SeasonTabs } from '../../../components/championship/season-tabs';
import { EntityTeaser } from '../../../components/content/entity-teaser';
import { HtmlContent } from '../../../components/content/html-content';
import { PageShell } from '../../../components/content/page-shell';
import { trailOf } from '../../../components/content/sections';
import { loadPageInfo } from '../../../lib/page-info.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/season';

/** /company/championship/{id}/: a season's story, its final results and its reports. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return loadPageInfo(context, { type: 'championship', id_entity: id });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.meta_title ?? 'Чемпионат пахарей',
    description: args.data?.meta_description ?? '',
  });

export default function ChampionshipSeason({ loaderData: page }: Route.ComponentProps) {
  return (
    <PageShell
      trail={trailOf(page.url, page.title, [CHAMPIONSHIP_CRUMB])}
      title={page.h1}
      lead={page.description}
    >
      <SeasonTabs seasonUrl={page.url} current="season" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <HtmlContent html={page.content} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 1 }}>
          <Image src={page.photo} alt="" radius="md" className={classes.picture} />
        </Grid.Col>
      </Grid>
      {page.items.length > 0 && (
        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            Новости сезона
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {page.items.map((item) => (
              <EntityTeaser
                key={item.id}
                item={item}
                pictureClassName={classes.picture}
                testId="championship-item"
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </PageShell>
  );
}
