import type { TAttorney } from '@agrolease/contracts/attorney';
import { formatIsoDayRu } from '@agrolease/domain';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileCertificate, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ContactActionResult } from '../../routes/cabinet/info.server';
import { PlainButton } from '../plain/plain-button';
import { AppLink } from '../routing/app-link';

/** The attorney wizard's address for a contact (routes/cabinet/attorney-wizard.tsx). */
export function attorneyWizardPath(contactId: number): string {
  return `/cabinet/v2/info/attorney?id_contact=${contactId}`;
}

const STATUS_COLOR: Record<TAttorney['status'], string> = {
  draft: 'gray',
  pending: 'yellow',
  active: 'green',
  refused: 'red',
  expired: 'orange',
  revoked: 'red',
  replaced: 'gray',
};

function RevokeConfirm({
  contactId,
  attorney,
  onDone,
}: {
  contactId: number;
  attorney: TAttorney;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ContactActionResult>();
  const { state, data } = fetcher;
  useEffect(() => {
    if (state === 'idle' && data?.ok) onDone();
  }, [state, data, onDone]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="revoke-attorney" />
      <input type="hidden" name="id_contact" value={contactId} />
      <Stack gap="md">
        <Text>
          Отозвать доверенность № {attorney.number}? Представитель больше не сможет действовать и подписывать
          документы от имени организации.
        </Text>
        {data?.ok === false && (
          <Alert color="red" variant="light">
            {data.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <PlainButton variant="default" onClick={onDone}>
            Отмена
          </PlainButton>
          <Button type="submit" color="red" loading={state !== 'idle'}>
            Отозвать
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

/**
 * A contact's power of attorney on /cabinet/v2/info/ (decision 0099): its kind, number, term and
 * state, the scans or the МЧД's powers, and revoking; or a link to the attorney wizard.
 */
export function ContactAttorney({ contactId, attorney }: { contactId: number; attorney?: TAttorney | null }) {
  const [revoking, setRevoking] = useState(false);
  const [close] = useState(() => () => setRevoking(false));
  const inForce = attorney?.status === 'active';
  const waiting = attorney?.status === 'pending';
  return (
    <Stack gap={6} mt="sm" data-testid="contact-attorney">
      <Text fz="xs" c="dimmed">
        Доверенность
      </Text>
      {attorney ? (
        <Group gap="xs" wrap="wrap" align="center">
          <IconFileCertificate size={18} aria-hidden />
          <Text fw={600}>
            {attorney.attorney_type === 'm4d' ? 'МЧД' : 'Доверенность'} № {attorney.number}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={STATUS_COLOR[attorney.status]}
            data-testid="attorney-status"
          >
            {attorney.status_title}
          </Badge>
          <Text fz="sm" c="dimmed">
            до {formatIsoDayRu(attorney.date_expired)}
          </Text>
        </Group>
      ) : (
        <Text fz="sm" c="dimmed">
          Нет. Добавьте, если сотрудник действует или подписывает документы от имени организации.
        </Text>
      )}
      {attorney && attorney.scans.length > 0 && (
        <Group gap="sm" wrap="wrap">
          {attorney.scans.map((scan) => (
            <Anchor key={scan.id} href={scan.src} target="_blank" fz="sm">
              {scan.name}
            </Anchor>
          ))}
        </Group>
      )}
      {waiting && (
        <Text fz="sm" c="dimmed">
          Менеджер Агролизинга проверит скан; до решения доверенность не действует и подписывать по ней
          нельзя.
        </Text>
      )}
      {attorney?.status === 'refused' && attorney.review_reason && (
        <Text fz="sm" c="red">
          Причина отказа: {attorney.review_reason}
        </Text>
      )}
      {attorney?.attorney_type === 'm4d' && attorney.powers.length > 0 && (
        <Text fz="sm">Полномочия: {attorney.powers.map((power) => power.title).join('; ')}</Text>
      )}
      <Group gap="xs" wrap="wrap">
        <PlainButton
          component={AppLink}
          to={attorneyWizardPath(contactId)}
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
        >
          {inForce || waiting ? 'Заменить доверенность' : 'Добавить доверенность'}
        </PlainButton>
        {(inForce || waiting) && (
          <PlainButton size="compact-sm" variant="subtle" color="red" onClick={() => setRevoking(true)}>
            {waiting ? 'Отозвать с проверки' : 'Отозвать'}
          </PlainButton>
        )}
      </Group>
      {attorney && (
        <Modal opened={revoking} onClose={close} title="Отзыв доверенности" centered>
          <RevokeConfirm contactId={contactId} attorney={attorney} onDone={close} />
        </Modal>
      )}
    </Stack>
  );
}
