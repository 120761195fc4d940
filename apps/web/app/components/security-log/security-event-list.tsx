import type { TBackofficeSecurityEvent, TSecurityEvent } from '@agrolease/contracts/security-log';
import { formatMoscowDateTime } from '@agrolease/domain';
import {
  IconAlertTriangle,
  IconBuilding,
  IconFileCertificate,
  IconKey,
  IconLogin,
  IconMail,
  IconPhone,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListColumn } from '../list-page/list-page';
import { Group, Text, ThemeIcon } from '../plain/mantine-markup';

type EventRow = TSecurityEvent & { account?: TBackofficeSecurityEvent['account'] };

/** A kind's icon and colour: a failure stands out in red, the rest stay quiet. */
function markOf(kind: string): { icon: ReactNode; color: string } {
  const size = 16;
  if (kind === 'sign-in-failed') return { icon: <IconAlertTriangle size={size} />, color: 'red' };
  if (kind === 'sign-in') return { icon: <IconLogin size={size} />, color: 'green' };
  if (kind === 'certificate-sign-in') return { icon: <IconShieldLock size={size} />, color: 'green' };
  if (kind.startsWith('password')) return { icon: <IconKey size={size} />, color: 'orange' };
  if (kind === 'phone-changed') return { icon: <IconPhone size={size} />, color: 'blue' };
  if (kind === 'email-changed' || kind === 'partner-letter-sent')
    return { icon: <IconMail size={size} />, color: 'blue' };
  if (kind.startsWith('attorney')) return { icon: <IconFileCertificate size={size} />, color: 'violet' };
  return { icon: <IconBuilding size={size} />, color: 'gray' };
}

function EventTitle({ item }: { item: EventRow }) {
  const mark = markOf(item.kind);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon color={mark.color} size={28} radius="xl" aria-hidden>
        {mark.icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" fw={600} c={item.kind === 'sign-in-failed' ? 'red.8' : undefined}>
          {item.title}
        </Text>
        {item.details && (
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.details}
          </Text>
        )}
      </div>
    </Group>
  );
}

function AccountCell({ account }: { account: EventRow['account'] }) {
  if (!account) {
    return (
      <Text fz="sm" c="dimmed">
        Учётная запись не найдена
      </Text>
    );
  }
  return (
    <>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {account.login}
      </Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {account.company}, ИНН {account.inn}
      </Text>
    </>
  );
}

function Device({ item }: { item: EventRow }) {
  return (
    <Text fz="sm" title={item.user_agent || undefined}>
      {item.device}
    </Text>
  );
}

/** The log's columns on a tablet or desktop; the back office's add whose access it was. */
function eventColumns(withAccount: boolean): ListColumn<EventRow>[] {
  return [
    {
      title: 'Дата и время, МСК',
      width: 170,
      cell: (item) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoscowDateTime(item.date)}
        </Text>
      ),
    },
    { title: 'Событие', titleShown: 'not-on-phone', cell: (item) => <EventTitle item={item} /> },
    ...(withAccount
      ? [
          {
            title: 'Учётная запись',
            cell: (item: EventRow) => <AccountCell account={item.account ?? null} />,
          },
        ]
      : []),
    {
      title: 'IP-адрес',
      width: 140,
      cell: (item) => (
        <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {item.ip || '—'}
        </Text>
      ),
    },
    { title: 'Устройство', width: 190, cell: (item) => <Device item={item} /> },
  ];
}

const ACCOUNT_COLUMNS = eventColumns(false);
const BACKOFFICE_COLUMNS = eventColumns(true);

/**
 * What the security log shows as a list (decision 0154): a table on a tablet or desktop, a card a
 * row on a phone headed by the event (decision 0192: the same markup, so the page renders the
 * events once), so nothing is clipped or scrolled sideways. The time is Moscow's. The back office's
 * list page and an account's section both show it so.
 */
export function securityEventList(withAccount: boolean) {
  return {
    label: 'Журнал безопасности',
    columns: withAccount ? BACKOFFICE_COLUMNS : ACCOUNT_COLUMNS,
    minWidth: withAccount ? 760 : 600,
    rowProps: () => ({ 'data-testid': 'security-event' }),
  };
}
