import { cabinet, isGatewayError } from '@agrolease/contracts';
import type { TApplicationItem } from '@agrolease/contracts/cabinet';
import { Button, Collapse, Modal, SegmentedControl, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { applicationHref, formatDay, formatSum } from '../../../components/cabinet/cabinet-format';
import { type ListColumn, ListPage } from '../../../components/list-page/list-page';
import { Anchor, Badge, Group, Paper, Text } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainNativeSelect } from '../../../components/plain/plain-native-select';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/apps';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявки', description: 'Заявки на лизинг в личном кабинете.' }),
  { name: 'robots', content: 'noindex' },
];

const SORTS = [
  { value: 'appDate', label: 'По дате' },
  { value: 'code', label: 'По номеру' },
  { value: 'status', label: 'По статусу' },
  { value: 'productsSumm', label: 'По сумме' },
];

/**
 * The page opens on current applications (isfinished=0): a client comes here to resume a
 * draft or to see one under review; the spec's default (isfinished=1) is the gateway's when
 * the parameter is absent (decision 0061).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const param = (name: string) => url.searchParams.get(name) ?? '';
  const filters = {
    isfinished: param('isfinished') === '1' ? ('1' as const) : ('0' as const),
    status: param('status'),
    code: param('code'),
    appdatefrom: param('appdatefrom'),
    appdateto: param('appdateto'),
    sort: param('sort') || 'appDate',
    direction: param('direction') === 'asc' ? ('asc' as const) : ('desc' as const),
  };
  const gateway = getGateway(context);
  try {
    const list = await gateway.call(cabinet.getCabinetApplications, {
      ...filters,
      page: Number(param('page')) || 1,
    });
    return { exportPath: cabinet.CABINET_APPLICATIONS_REPORT_PATH, list, filters, error: '' };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    const list = await gateway.call(cabinet.getCabinetApplications, {
      isfinished: Number(filters.isfinished),
    });
    return {
      exportPath: cabinet.CABINET_APPLICATIONS_REPORT_PATH,
      list,
      filters,
      error: error.reply.error_message,
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    await getGateway(context).call(cabinet.cabinetApplicationUncompletedDelete, {
      id_object: Number(form.get('id_object')),
    });
    return { ok: true, message: 'Черновик удалён' };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    return { ok: false, message: error.reply.error_message };
  }
}

/** The list's columns; «Удалить» asks `remove` to confirm a draft's deletion. */
function columns(remove: (item: TApplicationItem) => void): ListColumn<TApplicationItem>[] {
  return [
    {
      title: 'Заявка',
      titleShown: 'not-on-phone',
      cell: (item) => (
        <>
          <Anchor to={applicationHref(item)} fw={600}>
            {item.extcode}
          </Anchor>
          {item.status === 'draft' && (
            <Text fz="xs" c="dimmed">
              Шаг {item.step} из 8
            </Text>
          )}
        </>
      ),
    },
    { title: 'Дата', cell: (item) => formatDay(item.appDate) },
    {
      title: 'Техника',
      cell: (item) => (
        <Text fz="sm" lineClamp={2}>
          {item.products.join(', ') || '—'}
        </Text>
      ),
    },
    {
      title: 'Сумма',
      align: 'right',
      cell: (item) => <span style={{ whiteSpace: 'nowrap' }}>{formatSum(item.productsSumm)}</span>,
    },
    {
      title: 'Статус',
      cell: (item) => (
        <Badge variant="light" color={item.status === 'rejected' ? 'red' : 'field'}>
          {item.OrderStatus}
        </Badge>
      ),
    },
    {
      title: 'Действия',
      titleShown: 'screen-reader',
      cell: (item) =>
        item.can_delete && (
          <PlainButton
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} />}
            onClick={() => remove(item)}
          >
            Удалить
          </PlainButton>
        ),
    },
  ];
}

/** Applications (spec 1 §3 list filters): current or finished, status, number, dates, sort. */
export default function ClientApplications({
  loaderData: { exportPath, list, filters, error },
  actionData,
}: Route.ComponentProps) {
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  // On a phone the filters fold away behind a button; on wider screens they are always open.
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [filters.status, filters.code, filters.appdatefrom, filters.appdateto].filter(
    Boolean,
  ).length;
  const submit = useSubmit();
  const navigation = useNavigation();
  const change = (name: string, value: string) => {
    // Current and finished applications have different statuses: the status filter starts over.
    const params = new URLSearchParams({
      ...filters,
      ...(name === 'isfinished' ? { status: '' } : {}),
      [name]: value,
    });
    for (const [key, item] of [...params.entries()]) if (!item) params.delete(key);
    void submit(params, { method: 'get' });
  };
  return (
    <ListPage
      crumbs={[{ title: 'Заявки', href: '/cabinet/v2/client/apps' }]}
      title="Заявки"
      action={
        <PlainButton
          component={AppLink}
          to="/cabinet/v2/client/apps/deal/create"
          leftSection={<IconPlus size={18} />}
        >
          Новая заявка
        </PlainButton>
      }
      filters={
        <>
          <SegmentedControl
            value={filters.isfinished}
            onChange={(value) => change('isfinished', value)}
            data={[
              { value: '0', label: 'Текущие' },
              { value: '1', label: 'Завершённые' },
            ]}
            aria-label="Какие заявки показать"
            style={{ alignSelf: 'flex-start' }}
          />
          <Button
            hiddenFrom="sm"
            variant="default"
            leftSection={<IconFilter size={18} />}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            style={{ alignSelf: 'flex-start' }}
          >
            Фильтры{activeFilters > 0 ? ` (${activeFilters})` : ''}
          </Button>
          <Collapse expanded={filtersOpen || !isPhone}>
            <Paper withBorder p="md" radius="md">
              <Form method="get" aria-label="Фильтр заявок">
                <input type="hidden" name="isfinished" value={filters.isfinished} />
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                  <PlainNativeSelect
                    label="Статус"
                    name="status"
                    defaultValue={filters.status}
                    data={[
                      { value: '', label: 'Все статусы' },
                      ...list.statuses.map((status) => ({ value: status.value, label: status.title })),
                    ]}
                  />
                  <PlainTextInput
                    label="Номер заявки"
                    name="code"
                    placeholder="Например, З-000012"
                    defaultValue={filters.code}
                  />
                  <PlainNativeSelect
                    label="Сортировка"
                    name="sort"
                    data={SORTS}
                    defaultValue={filters.sort}
                  />
                  <PlainTextInput
                    label="Дата с"
                    type="date"
                    min="1900-01-01"
                    max="2100-12-31"
                    name="appdatefrom"
                    defaultValue={filters.appdatefrom}
                  />
                  <PlainTextInput
                    label="Дата по"
                    type="date"
                    min="1900-01-01"
                    max="2100-12-31"
                    name="appdateto"
                    defaultValue={filters.appdateto}
                  />
                  <PlainNativeSelect
                    label="Порядок"
                    name="direction"
                    data={[
                      { value: 'desc', label: 'Сначала новые' },
                      { value: 'asc', label: 'Сначала старые' },
                    ]}
                    defaultValue={filters.direction}
                  />
                </SimpleGrid>
                <Group mt="md" gap="sm">
                  <Button type="submit" loading={navigation.state === 'loading'}>
                    Применить
                  </Button>
                  <PlainButton
                    component={AppLink}
                    to={`/cabinet/v2/client/apps?isfinished=${filters.isfinished}`}
                    variant="default"
                  >
                    Сбросить
                  </PlainButton>
                </Group>
              </Form>
            </Paper>
          </Collapse>
          {error && (
            <Text c="red" role="alert">
              {error}
            </Text>
          )}
          {actionData && (
            <Text c={actionData.ok ? 'field.8' : 'red'} role="status">
              {actionData.message}
            </Text>
          )}
          <Text fz="sm" c="dimmed">
            Найдено: {list.count}
          </Text>
        </>
      }
      exportPath={exportPath}
      exportQuery={Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''))}
      label="Заявки"
      columns={columns((item) => setDeleting({ id: item.id, title: item.extcode }))}
      minWidth={640}
      rowProps={() => ({ 'data-testid': 'application-row' })}
      items={list.items}
      empty={
        filters.isfinished === '0'
          ? 'Текущих заявок нет. Создайте новую заявку или посмотрите завершённые.'
          : 'Завершённых заявок нет.'
      }
      pages={list.pages}
      page={list.page}
    >
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Удалить черновик?" centered>
        <Text mb="md">
          Черновик «{deleting?.title}» и выбранная в нём техника будут удалены без возможности восстановления.
        </Text>
        <Form method="post" onSubmit={() => setDeleting(null)}>
          <input type="hidden" name="id_object" value={deleting?.id ?? ''} />
          <Group justify="flex-end">
            <PlainButton variant="default" onClick={() => setDeleting(null)}>
              Отмена
            </PlainButton>
            <PlainButton type="submit" color="red">
              Удалить
            </PlainButton>
          </Group>
        </Form>
      </Modal>
    </ListPage>
  );
}
