import { cabinet, isGatewayError } from '@agrolease/contracts';
import { Stack as MantineStack, SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { ListPagination } from '../../../components/listing/list-pagination';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
} from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Поиск по кабинету',
    description: 'Поиск заявок, договоров, документов и сообщений.',
  }),
  { name: 'robots', content: 'noindex' },
];

const ENTITY_TITLE: Record<cabinet.TSearchEntity, string> = {
  application: 'Заявки',
  order: 'Договоры',
  document: 'Документы',
  message: 'Сообщения',
};
/** The filter's kinds, in the order of the titles above (every kind the search knows has one). */
const ENTITIES = Object.keys(ENTITY_TITLE) as cabinet.TSearchEntity[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get('query') ?? '').trim();
  const entity = url.searchParams.get('entity') ?? '';
  const page = Number(url.searchParams.get('page')) || 1;
  if (query.length < 2)
    return { query, entity, result: null, error: query ? 'Введите не меньше двух символов' : '' };
  try {
    const result = await getGateway(context).call(cabinet.cabinetSearch, {
      query,
      page,
      entity: (cabinet.SEARCH_ENTITIES as readonly string[]).includes(entity) ? entity : undefined,
    } as { query: string; page: number; entity?: cabinet.TSearchEntity });
    return { query, entity, result, error: '' };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    return { query, entity, result: null, error: error.reply.error_message };
  }
}

/** Results of the cabinet's search box, grouped by kind with a filter. */
export default function CabinetSearchPage({
  loaderData: { query, entity, result, error },
}: Route.ComponentProps) {
  const [, setParams] = useSearchParams();
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Поиск', href: '/cabinet/v2/client/search' }]} />
      <PageTitle>{query ? `Поиск: «${query}»` : 'Поиск по кабинету'}</PageTitle>
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      {result && (
        <>
          <SegmentedControl
            value={entity || 'all'}
            onChange={(value) => setParams(value === 'all' ? { query } : { query, entity: value })}
            data={[
              { value: 'all', label: 'Всё' },
              ...ENTITIES.map((value) => ({
                value,
                label: `${ENTITY_TITLE[value]} (${result.counts[value]})`,
              })),
            ]}
            aria-label="Где искать"
            style={{ overflowX: 'auto' }}
          />
          {result.items.length === 0 ? (
            <Text c="dimmed">Ничего не найдено</Text>
          ) : (
            <MantineStack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Результаты поиска"
            >
              {result.items.map((item) => (
                <Paper
                  key={`${item.entity}-${item.id}`}
                  component="li"
                  withBorder
                  p="md"
                  radius="md"
                  data-testid="search-result"
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Badge variant="light" size="sm">
                        {ENTITY_TITLE[item.entity]}
                      </Badge>
                      <Anchor to={item.href} fw={600}>
                        {item.title}
                      </Anchor>
                      <Text fz="sm" c="dimmed" lineClamp={2}>
                        {item.subtitle}
                      </Text>
                    </Stack>
                    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDay(item.date)}
                    </Text>
                  </Group>
                </Paper>
              ))}
            </MantineStack>
          )}
          <ListPagination page={result.page} pages={result.pages} />
        </>
      )}
    </Stack>
  );
}
