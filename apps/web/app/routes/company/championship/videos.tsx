import { SimpleGrid } from '@mantine/core';
import { data } from 'react-router';
import { CHAMPIONSHIP_CRUMB, SeasonTabs } from '../../../components/championship/season-tabs';
import { VideoPlayer } from '../../../components/championship/video-player';
import { PageShell } from '../../../components/content/page-shell';
import { trailOf } from '../../../components/content/sections';
import { loadPageInfo } from '../../../lib/page-info.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/videos';

/** /company/championship/{id}/videos/: a season's videos in embedded players. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return loadPageInfo(context, { type: 'championship_video', id_entity: id });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data ? `${args.data.title}. ${args.data.h2}` : 'Видео',
    description: args.data?.meta_description ?? '',
  });

export default function ChampionshipVideos({ loaderData: page }: Route.ComponentProps) {
  const seasonUrl = page.url.replace(/videos\/$/, '');
  return (
    <PageShell
      trail={trailOf(page.url, 'Видео', [CHAMPIONSHIP_CRUMB, { title: page.h2, href: seasonUrl }])}
      title={page.h1}
      lead={page.description}
    >
      <SeasonTabs seasonUrl={seasonUrl} current="videos" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {page.items.map((video) => (
          <VideoPlayer key={video.id} title={video.title} poster={video.photo} player={video.url} />
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
