import type { TFeedEvent } from '@agrolease/contracts/cabinet';
import {
  IconAlertTriangle,
  IconCash,
  IconClipboardList,
  IconHandStop,
  IconPackage,
} from '@tabler/icons-react';
import { AppLink } from '../routing/app-link';
import classes from './cabinet.module.css';
import { APPS_PATH, formatDay, formatSum, ORDERS_PATH } from './cabinet-format';

function eventView(event: TFeedEvent) {
  switch (event.type) {
    case 'CabinetApplication':
      return {
        icon: IconClipboardList,
        kind: 'Заявка',
        title: event.extcode,
        details: `${event.OrderStatus} · ${formatSum(event.productsSumm)}`,
        date: event.appDate,
        href:
          event.status === 'draft'
            ? `${APPS_PATH}/deal/create?id_object=${event.id}`
            : `${APPS_PATH}/${event.id}`,
      };
    case 'CabinetDeal':
      return {
        icon: IconHandStop,
        kind: 'Сделка',
        title: `${event.code} · ${event.title}`,
        details: `${event.stage} · ${formatSum(event.productsSumm)}`,
        date: event.date,
        href: `/cabinet/v2/client/deals/${event.id}`,
      };
    case 'CabinetOrder':
      return {
        icon: IconPackage,
        kind: 'Договор',
        title: event.contract_name,
        details: `${event.StatusSherp}${event.isOverdue ? ' · есть просрочка' : ''}`,
        date: event.contractdate,
        href: `${ORDERS_PATH}/${event.id}`,
      };
    case 'CabinetPayment':
      return {
        icon: event.isOverdue ? IconAlertTriangle : IconCash,
        kind: event.isOverdue ? 'Просроченный платёж' : event.isPaid ? 'Платёж внесён' : 'Ближайший платёж',
        title: formatSum(event.payment_sum),
        details: `по договору ${event.contract_name}`,
        date: event.payment_date,
        href: `${ORDERS_PATH}/${event.id_order}`,
      };
  }
}

/**
 * The event feed of spec 1 §3: four kinds of events, overdue ones in red. Plain elements with
 * the cabinet's styles: it is the largest block of the dashboard (issue 12).
 */
export function FeedList({ events, empty }: { events: readonly TFeedEvent[]; empty: string }) {
  if (events.length === 0) return <p className={classes.muted}>{empty}</p>;
  return (
    <ul className={classes.feed} aria-label="Лента событий">
      {events.map((event) => {
        const view = eventView(event);
        return (
          <li
            key={`${event.type}-${event.id}`}
            className={classes.event}
            data-testid="feed-event"
            data-type={event.type}
            data-overdue={event.isOverdue ? '1' : '0'}
          >
            <span className={classes.eventIcon} aria-hidden>
              <view.icon size={18} />
            </span>
            <div className={classes.eventBody}>
              <div className={classes.eventLine}>
                <span className={classes.eventKind}>{view.kind}</span>
                <span className={classes.eventDate}>{formatDay(view.date)}</span>
              </div>
              <AppLink to={view.href} className={classes.eventTitle}>
                {view.title}
              </AppLink>
              <div className={classes.eventLine}>
                <span className={classes.eventDetails}>{view.details}</span>
                {event.isOverdue && <span className={classes.overdueMark}>Просрочено</span>}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
