import { messagesPathOf } from '@agrolease/contracts/session';
import { pluralRu } from '@agrolease/domain/ru-format';
import { IconBell } from '@tabler/icons-react';
import { Hint } from '../plain/hint';
import { AppLink } from '../routing/app-link';
import controls from './controls.module.css';
import classes from './header.module.css';
import { useUnreadCount } from './unread-feed';
import { useViewer } from './use-viewer';

const ICON_LINK = `mantine-focus-auto mantine-active ${controls.icon}`;

/**
 * The bell of a signed-in user (decision 0169): unread messages counted live, a click opens where
 * the role reads them. A guest has none. While the account of a page kept for every visitor is
 * asked, a slot as wide stands in its place when the page is marked signed in (by CSS, from the
 * first paint, before any script), so the bar does not move when the bell comes.
 */
export function NotificationBell() {
  const viewer = useViewer();
  const unread = useUnreadCount(Boolean(viewer));
  // Not known to be signed in: the server renders the same for a guest and for a page kept for
  // every visitor, so the slot is always there and CSS shows it only on a page marked signed in.
  if (!viewer) return <span className={`${controls.icon} ${classes.bellSlot}`} aria-hidden />;
  const count = unread ?? 0;
  const label =
    count > 0
      ? `Уведомления: ${count} ${pluralRu(count, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}`
      : 'Уведомления';
  return (
    <Hint label={count > 0 ? label : 'Уведомления: новых нет'} position="bottom">
      <span
        className={controls.indicatorHolder}
        data-testid="header-bell"
        data-unread={unread === undefined ? '' : String(unread)}
      >
        {count > 0 && (
          <span className={controls.indicator} aria-hidden>
            {count > 99 ? '99+' : count}
          </span>
        )}
        <AppLink to={messagesPathOf(viewer.role)} className={ICON_LINK} aria-label={label}>
          <IconBell size={22} stroke={1.6} />
        </AppLink>
      </span>
    </Hint>
  );
}
