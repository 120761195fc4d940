import type { TPageEntityType } from '@agrolease/contracts/content';
import { Card, SimpleGrid, Text } from '@mantine/core';
import classes from '../../components/content/content.module.css';
import { HtmlContent } from '../../components/content/html-content';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { AppLink } from '../../components/routing/app-link';
import { loadPageInfo, pathOf } from '../../lib/page-info.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/entity-list';

const LISTS: Record<string, TPageEntityType> = {
  '/company/career/': 'vacancy',
  '/company/contacts/': 'contact',
};

/** Vacancies or department contacts: the page's text, then its entities as cards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pathOf(request);
  return loadPageInfo(context, { url, type: LISTS[url] ?? 'vacancy' });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.data?.meta_title ?? '', description: args.data?.meta_description ?? '' });

export default function EntityList({ loaderData: page }: Route.ComponentProps) {
  return (
    <PageShell trail={trailOf(page.url, page.h1)} title={page.h1} lead={page.description}>
      <HtmlContent html={page.content} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {page.items.map((item) => (
          <Card
            key={item.id}
            component={AppLink}
            to={item.url}
            withBorder
            padding="lg"
            className={classes.tile}
          >
            <Text fw={700}>{item.title}</Text>
            <Text fz="sm" c="dimmed" mt={6}>
              {item.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
