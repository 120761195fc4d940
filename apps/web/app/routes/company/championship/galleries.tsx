import type { TEntityTeaser } from '@agrolease/contracts/content';
import { ActionIcon, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { data } from 'react-router';
import classes from '../../../components/championship/championship.module.css';
import { CHAMPIONSHIP_CRUMB, SeasonTabs } from '../../../components/championship/season-tabs';
import { PageShell } from '../../../components/content/page-shell';
import { trailOf } from '../../../components/content/sections';
import { loadPageInfo } from '../../../lib/page-info.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/galleries';

/** /company/championship/{id}/galleries/: a season's pictures by gallery, opened one by one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return loadPageInfo(context, { type: 'championship_gallery', id_entity: id });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data ? `${args.data.title}. ${args.data.h2}` : 'Фотогалереи',
    description: args.data?.meta_description ?? '',
  });

/** Pictures grouped by their gallery (it travels in `description`), in the order given. */
function galleriesOf(pictures: TEntityTeaser[]) {
  const galleries = new Map<string, TEntityTeaser[]>();
  for (const picture of pictures)
    galleries.set(picture.description, [...(galleries.get(picture.description) ?? []), picture]);
  return [...galleries];
}

export default function ChampionshipGalleries({ loaderData: page }: Route.ComponentProps) {
  const seasonUrl = page.url.replace(/galleries\/$/, '');
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : page.items[open];
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + page.items.length) % page.items.length));
  return (
    <PageShell
      trail={trailOf(page.url, 'Фотогалереи', [CHAMPIONSHIP_CRUMB, { title: page.h2, href: seasonUrl }])}
      title={page.h1}
      lead={page.description}
    >
      <SeasonTabs seasonUrl={seasonUrl} current="galleries" />
      {galleriesOf(page.items).map(([gallery, pictures]) => (
        <Stack key={gallery} gap="sm" component="section" data-testid="championship-gallery">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {gallery}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
            {pictures.map((picture) => (
              <figure key={picture.id} style={{ margin: 0 }}>
                <button
                  type="button"
                  className={classes.thumb}
                  onClick={() => setOpen(page.items.indexOf(picture))}
                  aria-label={`Открыть фотографию «${picture.title}»`}
                >
                  <img src={picture.photo} alt={picture.title} className={classes.picture} loading="lazy" />
                </button>
                <Text component="figcaption" fz="sm" mt={6}>
                  {picture.title}
                </Text>
              </figure>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      <Modal
        opened={shown !== undefined}
        onClose={() => setOpen(null)}
        title={shown ? `${shown.description}: ${shown.title}` : ''}
        size="xl"
        centered
      >
        {shown && (
          <Stack
            gap="sm"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') step(1);
              if (event.key === 'ArrowLeft') step(-1);
            }}
          >
            <Image src={shown.url} alt={shown.title} radius="md" className={classes.picture} />
            <Group justify="space-between">
              <ActionIcon
                variant="light"
                size="lg"
                onClick={() => step(-1)}
                aria-label="Предыдущая фотография"
              >
                <IconChevronLeft size={20} />
              </ActionIcon>
              <Text fz="sm" c="dimmed">
                {(open ?? 0) + 1} из {page.items.length}
              </Text>
              <ActionIcon variant="light" size="lg" onClick={() => step(1)} aria-label="Следующая фотография">
                <IconChevronRight size={20} />
              </ActionIcon>
            </Group>
          </Stack>
        )}
      </Modal>
    </PageShell>
  );
}
