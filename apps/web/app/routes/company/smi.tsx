import { content } from '@agrolease/contracts';
import { SimpleGrid, Tabs } from '@mantine/core';
import { IconNews, IconPhoto, IconVideo } from '@tabler/icons-react';
import { EntityTeaser } from '../../components/content/entity-teaser';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { getGateway } from '../../lib/gateway.server';
import { loadPageInfo } from '../../lib/page-info.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/smi';

export async function loader({ context }: Route.LoaderArgs) {
  const gateway = getGateway(context);
  const [news, photos, videos] = await Promise.all([
    loadPageInfo(context, { url: '/company/smi/', type: 'news' }),
    gateway.call(content.getPageInfo, { type: 'photo' }),
    gateway.call(content.getPageInfo, { type: 'video' }),
  ]);
  return { page: news, news: news.items, photos: photos.items, videos: videos.items };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Пресс-центр', description: 'Новости компании, фотогалерея и видео.' });

export default function Smi({ loaderData }: Route.ComponentProps) {
  const { page, news, photos, videos } = loaderData;
  return (
    <PageShell trail={trailOf('/company/smi/', 'Пресс-центр')} title={page.h1} lead={page.description}>
      <Tabs defaultValue="news" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="news" leftSection={<IconNews size={16} />}>
            Новости
          </Tabs.Tab>
          <Tabs.Tab value="photo" leftSection={<IconPhoto size={16} />}>
            Фото
          </Tabs.Tab>
          <Tabs.Tab value="video" leftSection={<IconVideo size={16} />}>
            Видео
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="news">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {news.map((item) => (
              <EntityTeaser key={item.id} item={{ ...item, photo: '' }} testId="smi-item" />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="photo">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {photos.map((item) => (
              <EntityTeaser key={item.id} item={item} testId="smi-item" />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="video">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {videos.map((item) => (
              <EntityTeaser key={item.id} item={item} testId="smi-item" />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
