import { isGatewayError, securityLog } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { Alert, Button, Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form, useNavigation } from 'react-router';
import { ListPage } from '../../components/list-page/list-page';
import { Group, Paper, Text } from '../../components/plain/mantine-markup';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainTextInput } from '../../components/plain/plain-text-input';
import { AppLink } from '../../components/routing/app-link';
import { securityEventList } from '../../components/security-log/security-event-list';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/security-log';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Журнал безопасности — бэк-офис',
    description: 'Входы, неудачные попытки входа и изменения доступа всех учётных записей.',
  }),
  { name: 'robots', content: 'noindex' },
];

const KINDS = new Set<string>(securityLog.SECURITY_EVENT_KINDS);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Managers only (decision 0064); every account's rows by login or INN, kind and Moscow days (decision 0154). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { allowed: false as const };
  const url = new URL(request.url);
  const param = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const kind: securityLog.TSecurityEventKind | '' = KINDS.has(param('kind'))
    ? (param('kind') as securityLog.TSecurityEventKind)
    : '';
  const filter = {
    account: param('account').slice(0, 100),
    kind,
    from: DAY.test(param('from')) ? param('from') : '',
    to: DAY.test(param('to')) ? param('to') : '',
  };
  const gateway = getGateway(context);
  try {
    const log = await gateway.call(securityLog.backofficeSecurityLog, { ...filter, page: listPage(url) });
    return {
      exportPath: listReportPath(securityLog.backofficeSecurityLog),
      allowed: true as const,
      log,
      filter,
      error: '',
    };
  } catch (error) {
    if (!isGatewayError(error) || error.status !== 400) throw error;
    const log = await gateway.call(securityLog.backofficeSecurityLog, {});
    return {
      exportPath: listReportPath(securityLog.backofficeSecurityLog),
      allowed: true as const,
      log,
      filter,
      error: error.reply.error_message,
    };
  }
}

/** The security log of every account: who signed in or failed to, from where, what changed. */
export default function BackofficeSecurityLog({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData.allowed) return null;
  const { log, filter, error } = loaderData;
  return (
    <ListPage
      title="Журнал безопасности"
      intro={
        <Text c="dimmed" fz="sm">
          Входы и неудачные попытки, смена пароля, телефона и e-mail, доверенности, подтверждение организаций.
          Время московское.
        </Text>
      }
      filters={
        <>
          <Paper withBorder radius="md" p="md">
            <Form method="get" aria-label="Фильтр журнала безопасности">
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                  <TextInput
                    name="account"
                    label="Учётная запись"
                    placeholder="Логин или ИНН"
                    defaultValue={filter.account}
                    leftSection={<IconSearch size={16} />}
                    maxLength={100}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                  <Select
                    name="kind"
                    label="Событие"
                    placeholder="Все события"
                    data={log.kinds}
                    defaultValue={filter.kind || null}
                    clearable
                    comboboxProps={{ withinPortal: true }}
                  />
                </Grid.Col>
                {/* The two days side by side even on a phone: they read as one period. */}
                <Grid.Col span={{ base: 6, lg: 2 }}>
                  <PlainTextInput
                    type="date"
                    min="1900-01-01"
                    max="2100-12-31"
                    name="from"
                    label="С даты"
                    defaultValue={filter.from}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, lg: 2 }}>
                  <PlainTextInput
                    type="date"
                    min="1900-01-01"
                    max="2100-12-31"
                    name="to"
                    label="По дату"
                    defaultValue={filter.to}
                  />
                </Grid.Col>
              </Grid>
              <Group mt="md" gap="sm">
                <Button type="submit" loading={navigation.state === 'loading'}>
                  Найти
                </Button>
                <PlainButton component={AppLink} to="/backoffice/security-log" variant="default">
                  Сбросить
                </PlainButton>
              </Group>
            </Form>
          </Paper>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Text c="dimmed" fz="sm">
            Найдено: {log.count}
          </Text>
        </>
      }
      exportPath={loaderData.exportPath}
      exportQuery={filter}
      {...securityEventList(true)}
      items={log.items}
      empty="Событий по этому фильтру нет"
      pages={log.pages}
      page={log.page}
    />
  );
}
