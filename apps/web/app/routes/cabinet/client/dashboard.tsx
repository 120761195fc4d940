import { cabinet, isGatewayError, ROLE_TITLE, type TCallReply } from '@agrolease/contracts';
import { IconLogout, IconPlus } from '@tabler/icons-react';
import { data, Form, useRouteLoaderData } from 'react-router';
import type { AccountPageCacheHandle } from '../../../../page-cache-key';
import classes from '../../../components/cabinet/cabinet.module.css';
import { formatDay, formatSum, greeting } from '../../../components/cabinet/cabinet-format';
import { DashboardCard } from '../../../components/cabinet/dashboard-card';
import { FeedList } from '../../../components/cabinet/feed-list';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import { PaymentChart } from '../../../components/cabinet/payment-chart';
import { Badge } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Личный кабинет', description: 'Рабочий стол личного кабинета.' }),
  { name: 'robots', content: 'noindex' },
];

/**
 * What the page shows of CabinetMain: the rest of the reply (applications, offers, promotions…)
 * would only be serialised into every dashboard for nothing (decision 0120).
 */
function dashboardData(main: TCallReply<typeof cabinet.cabinetMain>) {
  return {
    manager: main.manager,
    charts: main.charts,
    messages: main.messages,
    orders: main.orders,
    payments: { overdue: main.payments.overdue, overdue_sum: main.payments.overdue_sum },
    prelimit: main.prelimit,
    recommendations: main.recommendations,
    predict: main.predict,
    feed: main.feed,
  };
}

/**
 * The dashboard is kept for its account until the account's data, the catalogue or the day
 * changes (decision 0131): it reads no query parameter.
 */
export const handle: AccountPageCacheHandle = { accountPageCache: { query: [] } };

/** The account's own page, kept for it (account-page-cache.ts); a failed load is never kept. */
const KEPT = { 'Cache-Control': 'private, no-cache' };
const NOT_KEPT = { 'Cache-Control': 'private, no-store' };

/** spec 2 §8: a failed CabinetMain leaves an empty dashboard (success false), not an error page. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const main = dashboardData(await getGateway(context).call(cabinet.cabinetMain, {}));
    return data({ main, success: true }, { headers: KEPT });
  } catch (error) {
    if (!isGatewayError(error) || error.status < 500) throw error;
    return data({ main: null, success: false }, { headers: NOT_KEPT });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The client's dashboard (CabinetMain, spec 1 §3): feed, payments, manager, limit, messages.
 * Plain elements with the cabinet's styles; buttons and the badge stay Mantine's (decision 0120).
 */
export default function ClientDashboard({ loaderData: { main } }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/client/layout');
  if (!layout) return null;
  const { viewer } = layout;
  const header = (
    <div className={classes.greeting}>
      <div>
        <p className={`${classes.textSm} ${classes.dimmed}`}>
          {ROLE_TITLE[viewer.role]} · {viewer.title}
        </p>
        <h1 className={classes.greetingTitle}>{greeting(viewer)}</h1>
        <p className={`${classes.textXs} ${classes.dimmed}`}>ИНН {viewer.inn}</p>
      </div>
      <div className={classes.actions}>
        <PlainButton
          component={AppLink}
          to="/cabinet/v2/client/apps/deal/create"
          leftSection={<IconPlus size={18} />}
        >
          Новая заявка
        </PlainButton>
        <Form method="post" action="/cabinet/v2/logout">
          <PlainButton type="submit" variant="default" leftSection={<IconLogout size={18} />}>
            Выйти
          </PlainButton>
        </Form>
      </div>
    </div>
  );
  if (!main) {
    return (
      <div className={classes.stack}>
        {header}
        <div className={classes.notice} role="alert">
          <p className={classes.text}>
            Не удалось загрузить данные рабочего стола. Обновите страницу чуть позже.
          </p>
        </div>
      </div>
    );
  }
  const hasPayments = main.charts.payments.some((bucket) => bucket.paid + bucket.due > 0);
  return (
    <div className={classes.stack}>
      {header}

      {main.payments.overdue.length > 0 && (
        <div className={classes.overdue} role="alert">
          <div>
            <p className={`${classes.text} ${classes.overdueTitle}`}>
              Просроченные платежи: {formatSum(main.payments.overdue_sum)}
            </p>
            <p className={classes.textSm}>
              Внесите оплату, чтобы избежать пеней. Платить лучше за 3 дня до срока.
            </p>
          </div>
          <PlainButton
            component={AppLink}
            to="/cabinet/v2/client/payments?state=overdue"
            color="red"
            variant="light"
          >
            К платежам
          </PlainButton>
        </div>
      )}

      <div className={classes.dashboardTop}>
        <DashboardCard
          title="Лента событий"
          link={{ to: '/cabinet/v2/client/history', label: 'Вся история' }}
        >
          <FeedList
            events={main.feed}
            empty="Здесь появятся ваши заявки, сделки, договоры и платежи. Начните с новой заявки на технику."
          />
        </DashboardCard>
        <div className={classes.stack}>
          <ManagerCard manager={main.manager} title="Персональный менеджер" />
          <DashboardCard title="Предодобренный лимит">
            <p
              className={classes.limit}
              data-available={main.prelimit.available ? '1' : '0'}
              data-testid="prelimit"
            >
              {main.prelimit.available ? formatSum(main.prelimit.sum) : 'Нет'}
            </p>
            <p className={`${classes.textSm} ${classes.dimmed}`}>{main.prelimit.reason}</p>
          </DashboardCard>
        </div>
      </div>

      <DashboardCard
        title="Платежи на 12 месяцев"
        link={{ to: '/cabinet/v2/client/payments', label: 'График платежей' }}
      >
        {hasPayments ? (
          <PaymentChart buckets={main.charts.payments} />
        ) : (
          <p className={classes.muted}>Платежей по договорам пока нет.</p>
        )}
        {main.predict.next_payment && (
          <p className={`${classes.textSm} ${classes.nextPayment}`}>
            Ближайший платёж: <b>{formatSum(main.predict.next_payment.payment_sum)}</b> до{' '}
            {formatDay(main.predict.next_payment.payment_date)} по договору{' '}
            {main.predict.next_payment.contract_name}
          </p>
        )}
      </DashboardCard>

      <div className={classes.pair}>
        <DashboardCard title="Сообщения" link={{ to: '/cabinet/v2/client/messages', label: 'Все сообщения' }}>
          {main.messages.items.length === 0 ? (
            <p className={classes.muted}>Сообщений пока нет.</p>
          ) : (
            <>
              <ul className={classes.rows}>
                {main.messages.items.map((message) => (
                  <li key={message.id_message} className={classes.row}>
                    <AppLink
                      to={`/cabinet/v2/client/messages?id_message=${message.id_message}`}
                      className={classes.rowLink}
                      data-unread={message.isRead ? undefined : '1'}
                    >
                      {message.title}
                    </AppLink>
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
                  <AppLink
                    to={`/cabinet/v2/client/orders/${order.id}`}
                    className={classes.rowLink}
                    data-strong="1"
                  >
                    {order.contract_name}
                  </AppLink>
                  <span className={classes.rowState} data-overdue={order.isOverdue ? '1' : undefined}>
                    {order.isOverdue ? `Просрочка ${formatSum(order.overdue_sum)}` : order.StatusSherp}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardCard>
      </div>

      {main.recommendations.length > 0 && (
        <DashboardCard title="Рекомендуем" link={{ to: '/specialoffers/', label: 'Спецпредложения' }}>
          <ul className={classes.tiles}>
            {main.recommendations.map((product) => (
              <li key={product.id} className={classes.tile}>
                <AppLink to={product.href} className={classes.rowLink} data-strong="1" data-lines="2">
                  {product.title}
                </AppLink>
                <span className={classes.rowState}>от {formatSum(product.price)}</span>
              </li>
            ))}
          </ul>
        </DashboardCard>
      )}
    </div>
  );
}
