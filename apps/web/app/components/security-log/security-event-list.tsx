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
import {
  Group,
  Paper,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  ThemeIcon,
} from '../plain/mantine-markup';

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

/**
 * Rows of the security log (decision 0154): a table on a tablet or desktop, one card a row on a
 * phone, so nothing is clipped or scrolled sideways. The time is Moscow's.
 */
export function SecurityEventList({
  items,
  withAccount = false,
  empty,
}: {
  items: EventRow[];
  /** The back office's column of whose access it was. */
  withAccount?: boolean;
  empty: string;
}) {
  if (items.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {empty}
        </Text>
      </Paper>
    );
  }
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm">
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Журнал безопасности">
          <TableThead>
            <TableTr hover>
              <TableTh w={170} style={{ whiteSpace: 'nowrap' }}>
                Дата и время, МСК
              </TableTh>
              <TableTh>Событие</TableTh>
              {withAccount && <TableTh>Учётная запись</TableTh>}
              <TableTh w={140}>IP-адрес</TableTh>
              <TableTh w={190}>Устройство</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {items.map((item) => (
              <TableTr hover key={item.id} data-testid="security-event">
                <TableTd>
                  <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoscowDateTime(item.date)}
                  </Text>
                </TableTd>
                <TableTd>
                  <EventTitle item={item} />
                </TableTd>
                {withAccount && (
                  <TableTd>
                    <AccountCell account={item.account ?? null} />
                  </TableTd>
                )}
                <TableTd>
                  <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {item.ip || '—'}
                  </Text>
                </TableTd>
                <TableTd>
                  <Device item={item} />
                </TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </Paper>
      <Stack gap="sm" hiddenFrom="sm" aria-label="Журнал безопасности">
        {items.map((item) => (
          <Paper key={item.id} withBorder radius="md" p="md" data-testid="security-event-card">
            <EventTitle item={item} />
            {/* The facts line up under the title, past the icon. */}
            <Stack gap={2} mt="xs" pl={40}>
              {withAccount && <AccountCell account={item.account ?? null} />}
              <Text fz="xs" c="dimmed">
                {formatMoscowDateTime(item.date)} МСК
              </Text>
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[item.ip || 'адрес неизвестен', item.device].join(' · ')}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
