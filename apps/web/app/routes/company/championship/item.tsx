import { Anchor, Grid, Image, Stack } from '@mantine/core';
import { data } from 'react-router';
import classes from '../../../components/championship/championship.module.css';
import { CHAMPIONSHIP_CRUMB, SeasonTabs } from '../../../components/championship/season-tabs';
import { HtmlContent } from '../../../components/content/html-content';
import { PageShell } from '../../../components/content/page-shell';
import { trailOf } from '../../../components/content/sections';
import { AppLink } from '../../../components/routing/app-link';
import { loadPageInfo } from '../../../lib/page-info.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/item';

/** /company/championship/item/{id}/: one report of a season. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return loadPageInfo(context, { type: 'championship_item', id_entity: id });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.meta_title ?? 'Чемпионат пахарей',
    description: args.data?.meta_description ?? '',
  });

export default function ChampionshipItem({ loaderData: page }: Route.ComponentProps) {
  const season = page.items[0];
  const extra = season
    ? [CHAMPIONSHIP_CRUMB, { title: season.title, href: season.url }]
    : [CHAMPIONSHIP_CRUMB];
  return (
    <PageShell
      trail={trailOf(page.url, page.title, extra)}
      title={page.h1}
      lead={page.description}
      date={page.date}
    >
      {season && <SeasonTabs seasonUrl={season.url} />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md" maw={860}>
            <HtmlContent html={page.content} />
            {season && (
              <Anchor component={AppLink} to={season.url} fw={600}>
                ← {season.title}: итоги и все новости сезона
              </Anchor>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 1 }}>
          <Image src={page.photo} alt="" radius="md" className={classes.picture} />
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
