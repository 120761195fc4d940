import type { TContact } from '@agrolease/contracts/contacts';
import { formatPhone } from '@agrolease/domain';
import { ActionIcon, Alert, Badge, Button, Modal, Paper, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ContactActionResult } from '../../routes/cabinet/info.server';
import { PhoneInput } from '../forms/phone-input';
import { Group, Text, Title } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import { PlainTextInput } from '../plain/plain-text-input';
import { ContactAttorney } from './contact-attorney';
import classes from './contacts-section.module.css';

type Channel = 'phone' | 'email';

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <Badge size="sm" variant="light" color={verified ? 'green' : 'yellow'}>
      {verified ? 'Подтверждён' : 'Не подтверждён'}
    </Badge>
  );
}

/** Closes a modal once its fetcher has come back with success. */
function useCloseOnSuccess(fetcher: { state: string; data?: ContactActionResult }, close: () => void) {
  const { state, data } = fetcher;
  useEffect(() => {
    if (state === 'idle' && data?.ok) close();
  }, [state, data, close]);
}

function ContactForm({ contact, onDone }: { contact?: TContact; onDone: () => void }) {
  const fetcher = useFetcher<ContactActionResult>();
  useCloseOnSuccess(fetcher, onDone);
  const errors = fetcher.data?.ok === false ? (fetcher.data.fieldErrors ?? {}) : {};
  return (
    <fetcher.Form method="post" aria-label="Контактное лицо">
      <input type="hidden" name="intent" value="save" />
      {contact && <input type="hidden" name="id_contact" value={contact.id} />}
      <Stack gap="sm">
        <PlainTextInput name="name" label="ФИО" required defaultValue={contact?.name} error={errors.name} />
        <PlainTextInput
          name="position"
          label="Должность"
          defaultValue={contact?.position}
          error={errors.position}
        />
        <PhoneInput
          name="phone"
          label="Телефон"
          placeholder="+7 900 000-00-00"
          required
          defaultValue={contact ? formatPhone(contact.phone) : ''}
          error={errors.phone}
        />
        <PlainTextInput
          name="email"
          label="Электронная почта"
          type="email"
          placeholder="name@example.ru"
          required
          defaultValue={contact?.email}
          error={errors.email}
        />
        {fetcher.data?.ok === false && !Object.keys(errors).length && (
          <Alert color="red" variant="light">
            {fetcher.data.message}
          </Alert>
        )}
        <Text fz="xs" c="dimmed">
          После сохранения на телефон и электронную почту придут коды подтверждения.
        </Text>
        <Group justify="flex-end">
          <PlainButton variant="default" onClick={onDone}>
            Отмена
          </PlainButton>
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

function VerifyForm({
  contact,
  channel,
  onDone,
}: {
  contact: TContact;
  channel: Channel;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ContactActionResult>();
  const resend = useFetcher<ContactActionResult>();
  useCloseOnSuccess(fetcher, onDone);
  const result = fetcher.data;
  const error =
    result?.ok === false ? (Object.values(result.fieldErrors ?? {})[0] ?? result.message) : undefined;
  return (
    <Stack gap="sm">
      <Text fz="sm">
        {channel === 'phone'
          ? `Введите код из СМС, отправленного на номер ${formatPhone(contact.phone)}.`
          : `Введите код из письма, отправленного на адрес ${contact.email}.`}
      </Text>
      <fetcher.Form method="post" aria-label="Код подтверждения">
        <input type="hidden" name="intent" value={`verify-${channel}`} />
        <input type="hidden" name="id_contact" value={contact.id} />
        <Stack gap="sm">
          <TextInput
            name="code"
            label={channel === 'phone' ? 'Код из СМС' : 'Код из письма'}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={error}
            data-autofocus
          />
          <Group justify="space-between">
            <Button
              variant="subtle"
              px={0}
              loading={resend.state !== 'idle'}
              onClick={() =>
                resend.submit(
                  { intent: `resend-${channel}`, id_contact: String(contact.id) },
                  { method: 'post' },
                )
              }
            >
              Отправить код ещё раз
            </Button>
            <Button type="submit" loading={fetcher.state !== 'idle'}>
              Подтвердить
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
      {resend.data && (
        <Text fz="sm" c={resend.data.ok ? 'dimmed' : 'red'}>
          {resend.data.message}
        </Text>
      )}
    </Stack>
  );
}

function DeleteConfirm({ contact, onDone }: { contact: TContact; onDone: () => void }) {
  const fetcher = useFetcher<ContactActionResult>();
  useCloseOnSuccess(fetcher, onDone);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id_contact" value={contact.id} />
      <Stack gap="md">
        <Text>Удалить контакт «{contact.name}»? Это действие нельзя отменить.</Text>
        {fetcher.data?.ok === false && (
          <Alert color="red" variant="light">
            {fetcher.data.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <PlainButton variant="default" onClick={onDone}>
            Отмена
          </PlainButton>
          <Button type="submit" color="red" loading={fetcher.state !== 'idle'}>
            Удалить
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

type Dialog =
  | { kind: 'edit'; contact?: TContact }
  | { kind: 'verify'; contact: TContact; channel: Channel }
  | { kind: 'delete'; contact: TContact };

function ChannelLine({
  label,
  value,
  verified,
  canVerify,
  onVerify,
}: {
  label: string;
  value: string;
  verified: boolean;
  canVerify: boolean;
  onVerify: () => void;
}) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{value}</Text>
        <VerifiedBadge verified={verified} />
        {!verified && canVerify && (
          <PlainButton size="compact-xs" variant="light" onClick={onVerify}>
            Подтвердить
          </PlainButton>
        )}
      </Group>
    </div>
  );
}

/** Contact persons of the account: list, add/edit, confirm phone and e-mail, delete (decision 0042). */
export function ContactsSection({ items }: { items: TContact[] }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [closeDialog] = useState(() => () => setDialog(null));
  const title =
    dialog?.kind === 'edit'
      ? dialog.contact
        ? 'Изменить контакт'
        : 'Новый контакт'
      : dialog?.kind === 'verify'
        ? dialog.channel === 'phone'
          ? 'Подтверждение телефона'
          : 'Подтверждение электронной почты'
        : 'Удаление контакта';
  return (
    <Paper withBorder p="lg" radius="md" component="section" id="contacts" aria-labelledby="contacts-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="contacts-title">
          Контактные лица
        </Title>
        <PlainButton
          leftSection={<IconPlus size={18} />}
          variant="light"
          onClick={() => setDialog({ kind: 'edit' })}
        >
          Добавить контакт
        </PlainButton>
      </Group>
      {items.length === 0 ? (
        <Stack align="center" gap="xs" py="lg">
          <IconUserPlus size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center">
            Добавьте сотрудников, с которыми мы можем связаться по вашим сделкам.
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          {items.map((contact) => (
            <div key={contact.id} className={classes.item} data-testid="contact-item">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text fw={700}>{contact.name}</Text>
                  {contact.position && (
                    <Text fz="sm" c="dimmed">
                      {contact.position}
                    </Text>
                  )}
                </div>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Изменить">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Изменить контакт ${contact.name}`}
                      onClick={() => setDialog({ kind: 'edit', contact })}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Удалить">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Удалить контакт ${contact.name}`}
                      onClick={() => setDialog({ kind: 'delete', contact })}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <div className={classes.channels}>
                <ChannelLine
                  label="Телефон"
                  value={formatPhone(contact.phone)}
                  verified={contact.phone_verified}
                  canVerify={contact.finished}
                  onVerify={() => setDialog({ kind: 'verify', contact, channel: 'phone' })}
                />
                <ChannelLine
                  label="Электронная почта"
                  value={contact.email}
                  verified={contact.email_verified}
                  canVerify={contact.finished}
                  onVerify={() => setDialog({ kind: 'verify', contact, channel: 'email' })}
                />
              </div>
              <ContactAttorney contactId={contact.id} attorney={contact.attorney} />
            </div>
          ))}
        </Stack>
      )}
      <Modal opened={dialog !== null} onClose={closeDialog} title={title} centered>
        {dialog?.kind === 'edit' && <ContactForm contact={dialog.contact} onDone={closeDialog} />}
        {dialog?.kind === 'verify' && (
          <VerifyForm contact={dialog.contact} channel={dialog.channel} onDone={closeDialog} />
        )}
        {dialog?.kind === 'delete' && <DeleteConfirm contact={dialog.contact} onDone={closeDialog} />}
      </Modal>
    </Paper>
  );
}
