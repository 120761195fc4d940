import type { TSignReply } from '@agrolease/contracts/signing';
import { documentStatus } from '@agrolease/domain';
import { Alert, Button, Loader, Modal, SegmentedControl, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Anchor, Stack, Text } from '../plain/mantine-markup';
import { CodeEntry } from './code-entry';
import { type PluginCertificate, signDetached } from './cryptopro';
import { CryptoProCertificates, certificateChoices } from './cryptopro-certificates';
import { SesAgreementPanel } from './ses-agreement-panel';
import { SigningCallError, signingApi } from './signing-api';

/** What the certificate method signs: the documents' original bytes, and where the CMS goes. */
export interface CertificateSigning {
  documents: { id: number; title: string; src: string }[];
  submit: (cms: Record<number, string>, thumbprint: string) => Promise<TSignReply>;
}

export interface SignDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The document's (or the application's) title: the dialog's heading. */
  title: string;
  /** Sends the SMS code (the call without code). */
  requestCode: () => Promise<TSignReply>;
  /** Signs with the code. */
  sign: (code: string) => Promise<TSignReply>;
  /** Offered as 'Подписание через КриптоПро'; chosen, it looks for the plug-in (or says what to install). */
  certificate?: CertificateSigning;
  onSigned?: (reply: TSignReply) => void;
}

type Stage = 'checking' | 'agreement' | 'ready' | 'signed';

function messageOf(reason: unknown, fallback: string): string {
  return reason instanceof SigningCallError || reason instanceof Error ? reason.message : fallback;
}

/**
 * Signing of a document or an application (spec 1 §4 "Signing"; docs/decisions/0063): by the SMS
 * code ('Подписание с помощью ПЭП', the default) after the SES agreement, or by a certificate
 * through the CryptoPro plug-in, found the way the sign-in finds it (cryptopro-certificates.tsx).
 * Ends with the links to the signed PDFs.
 */
export function SignDialog({
  opened,
  onClose,
  title,
  requestCode,
  sign,
  certificate,
  onSigned,
}: SignDialogProps) {
  const [stage, setStage] = useState<Stage>('checking');
  const [method, setMethod] = useState<'ses' | 'csp'>('ses');
  const [sent, setSent] = useState<{ message: string; at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [signed, setSigned] = useState<TSignReply | null>(null);
  /** Why the agreement is asked again: its phone is no longer confirmed (decision 0155). */
  const [agreementNotice, setAgreementNotice] = useState<string>();
  const narrow = useMediaQuery('(max-width: 30em)');

  useEffect(() => {
    if (!opened) return;
    setStage('checking');
    setSent(null);
    setError(undefined);
    setSigned(null);
    setMethod('ses');
    setAgreementNotice(undefined);
    signingApi
      .canSes()
      .then((reply) => {
        if (!reply.canSES && !reply.missing.includes('agreement')) setAgreementNotice(reply.message);
        setStage(reply.canSES ? 'ready' : 'agreement');
      })
      .catch((reason: unknown) => {
        setError(messageOf(reason, 'Не удалось проверить возможность подписания'));
        setStage('ready');
      });
  }, [opened]);

  const sendCode = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await requestCode();
      setSent({ message: reply.message, at: Date.now() });
    } catch (reason) {
      if (reason instanceof SigningCallError && reason.errcode === 'ses_agreement') {
        setAgreementNotice(reason.message);
        setStage('agreement');
      } else setError(messageOf(reason, 'Не удалось отправить код'));
    } finally {
      setBusy(false);
    }
  };

  const finish = (reply: TSignReply) => {
    setSigned(reply);
    setStage('signed');
    onSigned?.(reply);
  };

  const signByCode = async (code: string) => {
    setBusy(true);
    setError(undefined);
    try {
      finish(await sign(code));
    } catch (reason) {
      setError(messageOf(reason, 'Не удалось подписать документ'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md">
        {stage === 'signed' && signed ? (
          <SignedLinks reply={signed} onClose={onClose} />
        ) : stage === 'checking' ? (
          <Loader size="sm" />
        ) : (
          <>
            {certificate && (
              <SegmentedControl
                fullWidth
                orientation={narrow ? 'vertical' : 'horizontal'}
                value={method}
                onChange={(value) => setMethod(value === 'csp' ? 'csp' : 'ses')}
                data={[
                  { value: 'ses', label: 'Подписание с помощью ПЭП' },
                  { value: 'csp', label: 'Подписание через КриптоПро' },
                ]}
              />
            )}
            {method === 'csp' && certificate ? (
              <CertificatePanel certificate={certificate} onSigned={finish} />
            ) : stage === 'agreement' ? (
              <SesAgreementPanel notice={agreementNotice} onAccepted={() => setStage('ready')} />
            ) : sent ? (
              <CodeEntry
                message={sent.message}
                error={error}
                sentAt={sent.at}
                busy={busy}
                onComplete={signByCode}
                onResend={sendCode}
              />
            ) : (
              <Stack gap="sm">
                <Text fz="sm">
                  Документ будет подписан простой электронной подписью: мы отправим код в SMS на телефон из
                  соглашения о ПЭП. Введите его, чтобы подписать.
                </Text>
                {error && (
                  <Text c="red" fz="sm" role="alert">
                    {error}
                  </Text>
                )}
                <Button onClick={sendCode} loading={busy}>
                  Получить код
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}

function SignedLinks({ reply, onClose }: { reply: TSignReply; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Подписано">
        {reply.message}
      </Alert>
      {reply.documents
        .filter((document) => document.signed_src)
        .map((document) => (
          <Anchor
            key={document.id}
            href={`${document.signed_src}?download=1`}
            download
            data-testid="signed-pdf-link"
            fz="sm"
          >
            <IconFileTypePdf size={16} style={{ verticalAlign: 'text-bottom' }} /> {document.title} (
            {documentStatus(document.title, 'подписан')})
          </Anchor>
        ))}
      <Button variant="default" onClick={onClose}>
        Готово
      </Button>
    </Stack>
  );
}

/** Signs the set's documents with a certificate of the plug-in; without the plug-in says what to install. */
function CertificatePanel({
  certificate,
  onSigned,
}: {
  certificate: CertificateSigning;
  onSigned: (reply: TSignReply) => void;
}) {
  return (
    <CryptoProCertificates
      purpose="подписать документ электронной подписью"
      onFailure={(message) => signingApi.logCspError(message)}
    >
      {(certificates) => (
        <CertificateChoice certificates={certificates} certificate={certificate} onSigned={onSigned} />
      )}
    </CryptoProCertificates>
  );
}

function CertificateChoice({
  certificates,
  certificate,
  onSigned,
}: {
  certificates: PluginCertificate[];
  certificate: CertificateSigning;
  onSigned: (reply: TSignReply) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(certificates[0]?.thumbprint ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const signAll = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(undefined);
    try {
      const cms: Record<number, string> = {};
      for (const document of certificate.documents) {
        const response = await fetch(document.src, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(`Не удалось получить документ «${document.title}»`);
        cms[document.id] = await signDetached(await response.arrayBuffer(), chosen);
      }
      onSigned(await certificate.submit(cms, chosen));
    } catch (reason) {
      const message = messageOf(reason, 'Не удалось подписать через КриптоПро');
      if (!(reason instanceof SigningCallError)) signingApi.logCspError(message);
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Select
        label="Сертификат"
        data={certificateChoices(certificates)}
        value={chosen}
        allowDeselect={false}
        onChange={setChosen}
      />
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Button onClick={signAll} loading={busy} disabled={!chosen}>
        Подписать
      </Button>
    </Stack>
  );
}
