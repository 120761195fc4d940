import type { notifications, TCallReply } from '@agrolease/contracts';
import type { TNotificationChannel, TNotificationKindChoices } from '@agrolease/contracts/notifications';
import { formatPhone } from '@agrolease/domain';
import { IconLock } from '@tabler/icons-react';
import { useFetcher } from 'react-router';
import { Group, Paper, Stack, Text, Title } from '../plain/mantine-markup';
import { PlainSwitch } from '../plain/plain-switch';
import classes from './notification-settings-section.module.css';

type Settings = TCallReply<typeof notifications.cabinetNotificationSettings>;

/** One switch of a kind and channel: saved at once, shown as chosen while it is saved. */
function ChoiceSwitch({
  item,
  channel,
  label,
}: {
  item: TNotificationKindChoices;
  channel: TNotificationChannel;
  label: string;
}) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const choice = item[channel];
  if (!choice) return <span className={classes.none} aria-hidden />;
  const pending = fetcher.formData?.get('enabled');
  const checked = pending === undefined || pending === null ? choice.enabled : pending === '1';
  const shown = choice.locked ? `${label}, всегда` : label;
  const refused =
    fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <div className={`${classes.choice} ${choice.locked ? classes.locked : ''}`}>
      <PlainSwitch
        checked={checked}
        disabled={choice.locked}
        label={shown}
        aria-label={`${item.title}: ${shown}`}
        onChange={(event) =>
          fetcher.submit(
            {
              intent: 'notification-choice',
              kind: item.kind,
              channel,
              enabled: event.currentTarget.checked ? '1' : '0',
            },
            { method: 'post', preventScrollReset: true },
          )
        }
        error={refused}
      />
    </div>
  );
}

/**
 * «Уведомления» on the account page (decision 0169): every message comes to the cabinet and its
 * bell; letters and, for the few that matter, SMS as the person chooses per kind. Kinds the
 * contract or the law requires us to tell are on and locked, with the reason.
 */
export function NotificationSettingsSection({ settings }: { settings: Settings }) {
  const groups = [...new Set(settings.items.map((item) => item.group))];
  return (
    <Paper withBorder p="lg" radius="md" id="notifications" style={{ scrollMarginTop: 80 }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Уведомления
          </Title>
          <Text fz="sm" c="dimmed" mt={4}>
            Все сообщения приходят в личный кабинет и отмечаются на колокольчике вверху страницы. Письма
            уходят на {settings.email || 'адрес, который вы укажете в разделе «Телефон и e-mail для входа»'},
            SMS — на {settings.phone ? formatPhone(settings.phone) : 'телефон для входа'}.
          </Text>
        </div>
        {groups.map((group) => (
          <Stack key={group} gap={0}>
            <Text fw={600} fz="sm" c="dimmed" mb={4}>
              {group}
            </Text>
            {settings.items
              .filter((item) => item.group === group)
              .map((item) => (
                <div key={item.kind} className={classes.row} data-testid={`notification-kind-${item.kind}`}>
                  <div className={classes.title}>
                    <Text fz="sm">{item.title}</Text>
                    {item.required_reason && (
                      <Group gap={4} wrap="nowrap" align="flex-start" mt={2}>
                        <IconLock size={14} aria-hidden className={classes.lock} />
                        <Text fz="xs" c="dimmed">
                          {item.required_reason}
                        </Text>
                      </Group>
                    )}
                  </div>
                  <ChoiceSwitch item={item} channel="email" label="Письмо" />
                  <ChoiceSwitch item={item} channel="sms" label="SMS" />
                </div>
              ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
