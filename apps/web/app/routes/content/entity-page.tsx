import type { TPageEntityType } from '@agrolease/contracts/content';
import { Grid, Group, Image, Stack } from '@mantine/core';
import { data } from 'react-router';
import { HtmlContent } from '../../components/content/html-content';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { MapModal } from '../../components/maps/map-modal';
import { mapSettings } from '../../lib/maps.server';
import { loadPageInfo, pathOf } from '../../lib/page-info.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/entity-page';

/** Which entity an address names, and the list page it belongs to. */
const ENTITY_ROUTES: { pattern: RegExp; type: TPageEntityType; parent: { title: string; href: string } }[] = [
  {
    pattern: /^\/company\/smi\/photo\/(\d+)\/$/,
    type: 'photo',
    parent: { title: 'Пресс-центр', href: '/company/smi/' },
  },
  {
    pattern: /^\/company\/smi\/video\/(\d+)\/$/,
    type: 'video',
    parent: { title: 'Пресс-центр', href: '/company/smi/' },
  },
  {
    pattern: /^\/company\/smi\/(\d+)\/$/,
    type: 'news',
    parent: { title: 'Пресс-центр', href: '/company/smi/' },
  },
  {
    pattern: /^\/company\/career\/(\d+)\/$/,
    type: 'vacancy',
    parent: { title: 'Карьера', href: '/company/career/' },
  },
  {
    pattern: /^\/company\/contacts\/(\d+)\/$/,
    type: 'contact',
    parent: { title: 'Контакты', href: '/company/contacts/' },
  },
  {
    pattern: /^\/company\/blog\/articles\/(\d+)\/$/,
    type: 'article',
    parent: { title: 'О компании', href: '/company/' },
  },
];

/** One news item, photo album, vacancy, department contact or blog article. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pathOf(request);
  for (const route of ENTITY_ROUTES) {
    const id = route.pattern.exec(path)?.[1];
    if (id) {
      const page = await loadPageInfo(context, { type: route.type, id_entity: Number(id) });
      return { page, parent: route.parent, maps: mapSettings() };
    }
  }
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.page.meta_title ?? '',
    description: args.data?.page.meta_description ?? '',
  });

export default function EntityPage({ loaderData }: Route.ComponentProps) {
  const { page, parent, maps } = loaderData;
  const extra = parent.href === '/company/' ? [] : [parent];
  return (
    <PageShell
      trail={trailOf(page.url, page.title, extra)}
      title={page.h1}
      lead={page.type === 'news' ? page.description : undefined}
      date={page.date}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: page.type === 'news' ? 8 : 9 }}>
          <Stack gap="md" maw={860}>
            <HtmlContent html={page.content} />
            {page.point && (
              <Group>
                <MapModal point={page.point} title={page.title} maps={maps} />
              </Group>
            )}
          </Stack>
        </Grid.Col>
        {page.type === 'news' && page.photo && (
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 1 }}>
            <Image
              src={page.photo}
              alt=""
              radius="md"
              bg="field.0"
              p="md"
              h={{ base: 140, md: 220 }}
              fit="contain"
            />
          </Grid.Col>
        )}
      </Grid>
    </PageShell>
  );
}
