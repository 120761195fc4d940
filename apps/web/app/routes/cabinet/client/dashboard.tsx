import '@mantine/charts/styles.css';
import { cabinet, isGatewayError, ROLE_TITLE } from '@agrolease/contracts';
import { Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLogout, IconPlus } from '@tabler/icons-react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import classes from '../../../components/cabinet/cabinet.module.css';
import { formatDay, formatSum } from '../../../components/cabinet/cabinet-format';
import { DashboardCard } from '../../../components/cabinet/dashboard-card';
import { FeedList } from '../../../components/cabinet/feed-list';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import { PaymentChart } from '../../../components/cabinet/payment-chart';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Личный кабинет', description: 'Рабочий стол личного кабинета.' }),
  { name: 'robots', content: 'noindex' },
];

/** spec 2 §8: a failed CabinetMain leaves an empty dashboard (success false), not an error page. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { main: await getGateway(context).call(cabinet.cabinetMain, {}), success: true };
  } catch (error) {
    if (!isGatewayError(error) || error.status < 500) throw error;
    return { main: null, success: false };
  }
}

/** The client's dashboard (CabinetMain, spec 1 §3): feed, payments, manager, limit, messages. */
export default function ClientDashboard({ loaderData: { main } }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/client/layout');
  if (!layout) return null;
  const { viewer } = layout;
  const greeting = (
    <Group justify="space-between" align="flex-end">
      <div>
        <Text c="dimmed" fz="sm">
          {ROLE_TITLE[viewer.role]} · {viewer.title}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Здравствуйте, {viewer.name || viewer.login}
        </Title>
        <Text fz="xs" c="dimmed">
          Вы вошли как <span data-testid="signed-in-login">{viewer.login}</span> · ИНН {viewer.inn}
        </Text>
      </div>
      <Group gap="sm">
        <Button
          component={Link}
          to="/cabinet/v2/client/apps/deal/create"
          leftSection={<IconPlus size={18} />}
        >
          Новая заявка
        </Button>
        <Form method="post" action="/cabinet/v2/logout">
          <Button type="submit" variant="default" leftSection={<IconLogout size={18} />}>
            Выйти
          </Button>
        </Form>
      </Group>
    </Group>
  );
  if (!main) {
    return (
      <Stack gap="lg">
        {greeting}
        <Paper withBorder p="lg" radius="md" role="alert">
          <Text>Не удалось загрузить данные рабочего стола. Обновите страницу чуть позже.</Text>
        </Paper>
      </Stack>
    );
  }
  const hasPayments = main.charts.payments.some((bucket) => bucket.paid + bucket.due > 0);
  return (
    <Stack gap="lg">
      {greeting}

      {main.payments.overdue.length > 0 && (
        <Paper
          withBorder
          p="md"
          radius="md"
          bg="red.0"
          style={{ borderColor: 'var(--mantine-color-red-4)' }}
          role="alert"
        >
          <Group justify="space-between">
            <div>
              <Text fw={700} c="red.8">
                Просроченные платежи: {formatSum(main.payments.overdue_sum)}
              </Text>
              <Text fz="sm" c="red.8">
                Внесите оплату, чтобы избежать пеней. Платить лучше за 3 дня до срока.
              </Text>
            </div>
            <Button
              component={Link}
              to="/cabinet/v2/client/payments?state=overdue"
              color="red"
              variant="light"
            >
              К платежам
            </Button>
          </Group>
        </Paper>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <DashboardCard
            title="Лента событий"
            link={{ to: '/cabinet/v2/client/history', label: 'Вся история' }}
          >
            <FeedList
              events={main.feed}
              empty="Здесь появятся ваши заявки, сделки, договоры и платежи. Начните с новой заявки на технику."
            />
          </DashboardCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <ManagerCard manager={main.manager} title="Персональный менеджер" />
            <DashboardCard title="Предодобренный лимит">
              <Text
                fz={28}
                fw={700}
                c={main.prelimit.available ? 'field.8' : 'dimmed'}
                data-testid="prelimit"
              >
                {main.prelimit.available ? formatSum(main.prelimit.sum) : 'Нет'}
              </Text>
              <Text fz="sm" c="dimmed">
                {main.prelimit.reason}
              </Text>
            </DashboardCard>
          </Stack>
        </Grid.Col>
      </Grid>

      <DashboardCard
        title="Платежи на 12 месяцев"
        link={{ to: '/cabinet/v2/client/payments', label: 'График платежей' }}
      >
        {hasPayments ? (
          <PaymentChart buckets={main.charts.payments} />
        ) : (
          <Text c="dimmed" fz="sm">
            Платежей по договорам пока нет.
          </Text>
        )}
        {main.predict.next_payment && (
          <Text fz="sm" mt="sm">
            Ближайший платёж: <b>{formatSum(main.predict.next_payment.payment_sum)}</b> до{' '}
            {formatDay(main.predict.next_payment.payment_date)} по договору{' '}
            {main.predict.next_payment.contract_name}
          </Text>
        )}
      </DashboardCard>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DashboardCard title="Сообщения" link={{ to: '/cabinet/v2/client/messages', label: 'Все сообщения' }}>
          {main.messages.items.length === 0 ? (
            <p className={classes.muted}>Сообщений пока нет.</p>
          ) : (
            <>
              <ul className={classes.rows}>
                {main.messages.items.map((message) => (
                  <li key={message.id_message} className={classes.row}>
                    <Link
                      to={`/cabinet/v2/client/messages?id_message=${message.id_message}`}
                      className={classes.rowLink}
                      data-unread={message.isRead ? undefined : '1'}
                    >
                      {message.title}
                    </Link>
                    <span className={classes.rowNote}>{formatDay(message.date)}</span>
                  </li>
                ))}
              </ul>
              {main.messages.unread > 0 && (
                <Badge variant="light" color="field" mt="xs">
                  Непрочитанных: {main.messages.unread}
                </Badge>
              )}
            </>
          )}
        </DashboardCard>
        <DashboardCard title="Договоры" link={{ to: '/cabinet/v2/client/orders', label: 'Все договоры' }}>
          {main.orders.length === 0 ? (
            <p className={classes.muted}>Действующих договоров нет.</p>
          ) : (
            <ul className={classes.rows}>
              {main.orders.map((order) => (
                <li key={order.id} className={classes.row}>
                  <Link
                    to={`/cabinet/v2/client/orders/${order.id}`}
                    className={classes.rowLink}
                    data-strong="1"
                  >
                    {order.contract_name}
                  </Link>
                  <span className={classes.rowState} data-overdue={order.isOverdue ? '1' : undefined}>
                    {order.isOverdue ? `Просрочка ${formatSum(order.overdue_sum)}` : order.StatusSherp}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardCard>
      </SimpleGrid>

      {main.recommendations.length > 0 && (
        <DashboardCard title="Рекомендуем" link={{ to: '/specialoffers/', label: 'Спецпредложения' }}>
          <ul className={classes.tiles}>
            {main.recommendations.map((product) => (
              <li key={product.id} className={classes.tile}>
                <Link to={product.href} className={classes.rowLink} data-strong="1" data-lines="2">
                  {product.title}
                </Link>
                <span className={classes.rowState}>от {formatSum(product.price)}</span>
              </li>
            ))}
          </ul>
        </DashboardCard>
      )}
    </Stack>
  );
}
