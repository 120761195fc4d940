import { isGatewayError, reo } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { Alert, Button, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { data, Form, useNavigate, useNavigation } from 'react-router';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { ListPage } from '../../../components/list-page/list-page';
import { Group, Paper, Text } from '../../../components/plain/mantine-markup';
import { REO_BASE } from '../../../components/reo/reo-sections';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/contractors';
import { pageParam } from './page-param';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Контрагенты', description: 'Хозяйства региона, с которыми работает фонд.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const deleted = params.get('is_deleted') === '1';
  const reply = await getGateway(context).call(reo.reoContractors, {
    is_deleted: deleted ? '1' : '0',
    page: pageParam(params),
  });
  return {
    exportPath: listReportPath(reo.reoContractors),
    items: reply.items,
    deleted,
    paging: reply.paging,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const isDeleted = form.get('is_deleted') === '1' ? '1' : '0';
  try {
    const reply = await getGateway(context).call(reo.reoContractorSetDeleted, { id, is_deleted: isDeleted });
    return { done: reply.item.title, deleted: isDeleted === '1', error: null };
  } catch (error) {
    if (isGatewayError(error) && (error.status === 400 || error.status === 404)) {
      return data({ done: null, deleted: false, error: error.reply.error_message }, { status: error.status });
    }
    throw error;
  }
}

/** The fund's contractors with the is_deleted 0/1 filter (spec 1 §2 `contractors`; decision 0088). */
export default function ReoContractors({
  loaderData: { exportPath, items, deleted, paging },
  actionData,
}: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <ListPage
      crumbs={[{ title: 'Контрагенты', href: `${REO_BASE}/contractors` }]}
      title="Контрагенты"
      action={
        <Button
          component={AppLink}
          to={`${REO_BASE}/contractors/new`}
          leftSection={<IconPlus size={18} />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Добавить контрагента
        </Button>
      }
      filters={
        <SegmentedControl
          aria-label="Какие контрагенты"
          value={deleted ? '1' : '0'}
          onChange={(value) => navigate(value === '1' ? '?is_deleted=1' : '?is_deleted=0')}
          data={[
            { value: '0', label: 'Действующие' },
            { value: '1', label: 'Удалённые' },
          ]}
          w={{ base: '100%', xs: 'auto' }}
        />
      }
      exportPath={exportPath}
      exportQuery={{ is_deleted: deleted ? '1' : '' }}
      intro={
        <>
          {actionData?.done && (
            <Alert color="green">
              {actionData.deleted
                ? `«${actionData.done}» удалён из списка`
                : `«${actionData.done}» восстановлен`}
            </Alert>
          )}
          {actionData?.error && <Alert color="red">{actionData.error}</Alert>}
        </>
      }
      items={items}
      card={(item) => (
        <Paper withBorder radius="md" p="md" data-testid="reo-contractor">
          <Group justify="space-between" gap="xs" align="flex-start">
            <div style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Text>
              <Text fz="sm">
                ИНН {item.inn}
                {item.city ? ` · ${item.city}` : ''}
              </Text>
              {item.head && (
                <Text fz="sm" c="dimmed">
                  {item.head}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                Заявок: {item.applications} · добавлен {formatDay(item.created)}
              </Text>
            </div>
            <Form method="post">
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="is_deleted" value={item.is_deleted ? '0' : '1'} />
              <Button
                type="submit"
                variant="default"
                size="compact-sm"
                color={item.is_deleted ? undefined : 'red'}
                loading={
                  navigation.state === 'submitting' && navigation.formData?.get('id') === String(item.id)
                }
                aria-label={`${item.is_deleted ? 'Восстановить' : 'Удалить'} ${item.title}`}
              >
                {item.is_deleted ? 'Восстановить' : 'Удалить'}
              </Button>
            </Form>
          </Group>
        </Paper>
      )}
      empty={deleted ? 'Удалённых контрагентов нет.' : 'Добавьте первое хозяйство региона по ИНН.'}
      pages={paging.paginator.pages}
      page={paging.paginator.page}
    />
  );
}
