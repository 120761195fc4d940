import { content } from '@agrolease/contracts';
import type { TEntityTeaser } from '@agrolease/contracts/content';
import { Anchor, Card, Image, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconNews, IconPhoto, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from '../../components/content/content.module.css';
import { formatDateRu, PageShell } from '../../components/content/page-shell';
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

function Teaser({ item, external = false }: { item: TEntityTeaser; external?: boolean }) {
  const link = external
    ? { component: 'a' as const, href: item.url, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, to: item.url };
  return (
    <Card {...(link as object)} withBorder padding="lg" className={classes.tile} data-testid="smi-item">
      {item.photo && (
        <Card.Section>
          <Image src={item.photo} alt="" className={classes.cover} />
        </Card.Section>
      )}
      <Text fz="xs" c="dimmed" tt="uppercase" mt={item.photo ? 'md' : 0}>
        {formatDateRu(item.date)}
      </Text>
      <Text fw={700} mt={6}>
        {item.title}
      </Text>
      <Text fz="sm" c="dimmed" mt={6} lineClamp={3}>
        {item.description}
      </Text>
    </Card>
  );
}

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
              <Teaser key={item.id} item={{ ...item, photo: '' }} />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="photo">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {photos.map((item) => (
              <Teaser key={item.id} item={item} />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="video">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {videos.map((item) => (
              <Teaser key={item.id} item={item} external />
            ))}
          </SimpleGrid>
          <Anchor
            href="https://rutube.ru/channel/agrolease/"
            target="_blank"
            rel="noopener noreferrer"
            mt="md"
            display="inline-block"
          >
            Все видео на канале компании
          </Anchor>
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
