import type { securityLog, TCallReply } from '@agrolease/contracts';
import { ListItems } from '../list-page/list-items';
import { ListPagination } from '../listing/list-pagination';
import { Group, Stack, Text, Title } from '../plain/mantine-markup';
import { securityEventList } from '../security-log/security-event-list';

/** The address parameter of the log's page on /cabinet/v2/info/ (the page's own `page` is the wizard's). */
export const SECURITY_LOG_PAGE_PARAM = 'log_page';

/**
 * «Журнал безопасности» on the account page (decision 0154): sign-ins and failed ones, password,
 * phone and e-mail changes, powers of attorney — newest first, 20 a page. Turning a page keeps
 * the reader where it is on the long page.
 */
export function SecurityLogSection({ log }: { log: TCallReply<typeof securityLog.accountSecurityLog> }) {
  return (
    <Stack gap="sm" id="security-log" style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={2} fz="lg">
          Журнал безопасности
        </Title>
        <Text fz="sm" c="dimmed">
          Всего событий: {log.count}
        </Text>
      </Group>
      <Text fz="sm" c="dimmed">
        Входы в кабинет и неудачные попытки, смена пароля, телефона и e-mail, доверенности. Если вы видите
        действие, которого не совершали, смените пароль и сообщите своему менеджеру.
      </Text>
      <ListItems {...securityEventList(false)} items={log.items} empty="Событий пока нет" />
      <ListPagination
        pages={log.pages}
        page={log.page}
        param={SECURITY_LOG_PAGE_PARAM}
        preventScrollReset
        label="Страницы журнала безопасности"
      />
    </Stack>
  );
}
