import { formatPhone, readableAddress } from '@agrolease/domain';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { data } from 'react-router';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { MapModal } from '../../components/maps/map-modal';
import { mapSettings } from '../../lib/maps.server';
import { loadPageInfo } from '../../lib/page-info.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/filial';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return { page: await loadPageInfo(context, { type: 'filial', id_entity: id }), maps: mapSettings() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.page.title ?? 'Филиал',
    description: args.data?.page.description ?? '',
  });

export default function Filial({ loaderData }: Route.ComponentProps) {
  const { page, maps } = loaderData;
  const point = page.point;
  return (
    <PageShell
      trail={trailOf(page.url, page.title, [{ title: 'Филиалы', href: '/company/filials/' }])}
      title={page.title}
    >
      {point && (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720}>
          <Stack gap="sm">
            <Text>
              <Text span c="dimmed">
                Адрес:{' '}
              </Text>
              {readableAddress(point.address)}
            </Text>
            <Text>
              <Text span c="dimmed">
                Телефон:{' '}
              </Text>
              <Anchor href={`tel:${point.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(point.phone)}</Anchor>
            </Text>
            <Text>
              <Text span c="dimmed">
                Часы работы:{' '}
              </Text>
              пн–пт 9:00–18:00
            </Text>
            <Group mt="sm">
              <MapModal point={point} title={page.title} maps={maps} />
            </Group>
          </Stack>
        </Paper>
      )}
    </PageShell>
  );
}
