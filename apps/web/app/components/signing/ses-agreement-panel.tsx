import { formatPhone } from '@agrolease/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Loader,
  Radio,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { CodeEntry } from './code-entry';
import { SigningCallError, signingApi, type TSesAgreementStep } from './signing-api';

/**
 * SESAgreement (docs/decisions/0063): the agreement's text, the phone signing codes will go
 * to, a code to that phone, and its confirmation. onAccepted runs once the account may sign.
 */
export function SesAgreementPanel({ onAccepted, notice }: { onAccepted: () => void; notice?: string }) {
  const [agreement, setAgreement] = useState<TSesAgreementStep | null>(null);
  const [contact, setContact] = useState('0');
  const [accepted, setAccepted] = useState(false);
  const [sent, setSent] = useState<{ message: string; at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    signingApi
      .agreement(1)
      .then((reply) => {
        setAgreement(reply);
        setContact(String(reply.contacts[0]?.id ?? 0));
      })
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)));
  }, []);

  const sendCode = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await signingApi.agreement(2, Number(contact));
      setSent({ message: reply.message, at: Date.now() });
    } catch (reason) {
      setError(reason instanceof SigningCallError ? reason.message : 'Не удалось отправить код');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await signingApi.agreement(3, Number(contact), code);
      onAccepted();
    } catch (reason) {
      setError(reason instanceof SigningCallError ? reason.message : 'Не удалось принять соглашение');
    } finally {
      setBusy(false);
    }
  };

  if (!agreement) return error ? <Alert color="red">{error}</Alert> : <Loader size="sm" />;
  return (
    <Stack gap="sm" data-testid="ses-agreement">
      {notice && (
        <Alert color="yellow" role="status">
          {notice}
        </Alert>
      )}
      <Title order={4} fz="md">
        {agreement.title}
      </Title>
      <ScrollArea.Autosize
        mah={180}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': agreement.title }}
      >
        <Stack gap={6}>
          {agreement.text.map((paragraph) => (
            <Text key={paragraph} fz="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {sent ? (
        <CodeEntry
          message={sent.message}
          error={error}
          sentAt={sent.at}
          busy={busy}
          onComplete={confirm}
          onResend={sendCode}
        />
      ) : (
        <>
          <Radio.Group label="Телефон для кодов подписания" value={contact} onChange={setContact}>
            <Stack gap={6} mt={6}>
              {agreement.contacts.map((item) => (
                <Radio
                  key={item.id}
                  value={String(item.id)}
                  label={`${item.title}: ${formatPhone(item.phone)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {agreement.unconfirmed.length > 0 && (
            <Alert
              color="gray"
              title={
                agreement.unconfirmed.length === 1 ? 'Телефон не подтверждён' : 'Телефоны не подтверждены'
              }
              data-testid="unconfirmed-phones"
            >
              <Stack gap={6}>
                {agreement.unconfirmed.map((item) => (
                  <Text key={item.id} fz="sm">
                    {item.title}: {formatPhone(item.phone)}
                  </Text>
                ))}
                <Text fz="sm">
                  Коды для подписания приходят только на подтверждённый телефон. Откройте{' '}
                  <Anchor href="/cabinet/v2/info/#contacts" fz="sm">
                    «Мои данные» → «Контактные лица»
                  </Anchor>
                  , нажмите «Подтвердить» у телефона и введите код из SMS, затем вернитесь к подписанию.
                </Text>
              </Stack>
            </Alert>
          )}
          <Checkbox
            label="Я ознакомился и принимаю условия соглашения"
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
          />
          {error && (
            <Text c="red" fz="sm" role="alert">
              {error}
            </Text>
          )}
          <Button onClick={sendCode} loading={busy} disabled={!accepted || agreement.contacts.length === 0}>
            Принять и получить код
          </Button>
        </>
      )}
    </Stack>
  );
}
