import { COMPANY_PROOF_ATTORNEY_PARTS } from '@agrolease/contracts/company-proof-values';
import { Alert, Button, Checkbox, FileInput, Select } from '@mantine/core';
import { IconAlertCircle, IconCertificate } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useFormPost } from '../cabinet/requests/use-form-post';
import { useHydrated } from '../deferred/deferred';
import { Stack } from '../plain/mantine-markup';
import { type PluginCertificate, signDetached } from '../signing/cryptopro';
import { certificateChoices } from '../signing/cryptopro-certificates';

/** What the page's action answers a proof or an invitation. */
export type ProofResult =
  | { ok: true; intent: 'challenge'; challenge: { idQuery: string; text: string } }
  | { ok: true; intent: 'prove' | 'documents' }
  | { ok: true; intent: 'invite'; message: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string> };

/** A representative's МЧД and the head's signature of it, as the user picked them. */
interface AttorneyFiles {
  xml: File | null;
  sig: File | null;
}

/**
 * A certificate signs a challenge bound to the account's INN (CryptoPro plug-in): the head's, whose
 * proof goes through the page's action, or a representative's, sent from the browser as multipart
 * with the company's МЧД and its signature (the gateway checks all three, decision 0156).
 */
export function CertificateProof({ certificates, inn }: { certificates: PluginCertificate[]; inn: string }) {
  const fetcher = useFetcher<ProofResult>({ key: 'company-proof-certificate' });
  const revalidator = useRevalidator();
  const representative = useFormPost();
  const [thumbprint, setThumbprint] = useState(certificates[0]?.thumbprint ?? '');
  const [byAttorney, setByAttorney] = useState(false);
  const [attorney, setAttorney] = useState<AttorneyFiles>({ xml: null, sig: null });
  const [pluginError, setPluginError] = useState<string>();
  const [signing, setSigning] = useState(false);
  const signed = useRef<string>(undefined);
  const result = fetcher.data;
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();

  useEffect(() => {
    if (!result?.ok || result.intent !== 'challenge') return;
    const { challenge } = result;
    if (signed.current === challenge.idQuery) return;
    signed.current = challenge.idQuery;
    setSigning(true);
    const prove = async (dataCSP: string) => {
      if (!byAttorney || !attorney.xml || !attorney.sig) {
        fetcher.submit({ intent: 'prove', id_query: challenge.idQuery, dataCSP }, { method: 'post' });
        return;
      }
      const form = new FormData();
      form.append('method', 'prove');
      form.append('id_query', challenge.idQuery);
      form.append('dataCSP', dataCSP);
      form.append(COMPANY_PROOF_ATTORNEY_PARTS.xml, attorney.xml);
      form.append(COMPANY_PROOF_ATTORNEY_PARTS.sig, attorney.sig);
      if (await representative.post('/CompanyProof/Certificate', form)) await revalidator.revalidate();
    };
    signDetached(new TextEncoder().encode(challenge.text).buffer as ArrayBuffer, thumbprint)
      .then(prove)
      .catch((error: unknown) =>
        setPluginError(`Не удалось подписать: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => setSigning(false));
  }, [result, thumbprint, fetcher, byAttorney, attorney, representative, revalidator]);

  /** A file picked anew: the refusal was about the one before. */
  const pickFile = (part: keyof AttorneyFiles, file: File | null) => {
    setAttorney((current) => ({ ...current, [part]: file }));
    const field = COMPANY_PROOF_ATTORNEY_PARTS[part];
    representative.setErrors(({ [field]: _old, ...others }) => others);
    representative.setMessage('');
  };
  const fileErrors = byAttorney ? representative.errors : {};
  const refused =
    result && !result.ok
      ? result.message
      : byAttorney && !fileErrors.xml_file && !fileErrors.sig_file
        ? representative.message
        : undefined;
  return (
    <form
      aria-label="Подтверждение электронной подписью"
      onSubmit={(event) => {
        event.preventDefault();
        setPluginError(undefined);
        const missing = {
          ...(attorney.xml ? {} : { xml_file: 'Выберите файл МЧД (XML)' }),
          ...(attorney.sig ? {} : { sig_file: 'Выберите файл подписи МЧД (.sig)' }),
        };
        representative.setErrors(byAttorney ? missing : {});
        if (byAttorney && Object.keys(missing).length > 0) return;
        fetcher.submit({ intent: 'challenge' }, { method: 'post' });
      }}
    >
      <Stack gap="sm">
        {(pluginError || refused) && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {pluginError ?? refused}
          </Alert>
        )}
        <Checkbox
          label="Я представитель по машиночитаемой доверенности"
          description="Подпишу своим сертификатом и приложу МЧД организации на моё имя"
          checked={byAttorney}
          onChange={(event) => setByAttorney(event.currentTarget.checked)}
        />
        {byAttorney && (
          <>
            <FileInput
              label="Файл МЧД (XML)"
              placeholder="ON_EMCHD_….xml"
              accept=".xml,text/xml,application/xml"
              required
              clearable
              value={attorney.xml}
              onChange={(xml) => pickFile('xml', xml)}
              error={fileErrors.xml_file}
              disabled={!live}
            />
            <FileInput
              label="Подпись МЧД руководителем (.sig)"
              placeholder="ON_EMCHD_….xml.sig"
              accept=".sig,.p7s"
              required
              clearable
              value={attorney.sig}
              onChange={(sig) => pickFile('sig', sig)}
              error={fileErrors.sig_file}
              disabled={!live}
            />
          </>
        )}
        <Select
          label="Сертификат"
          description={
            byAttorney
              ? 'Ваш сертификат: СНИЛС и ИНН в нём те же, что у представителя в МЧД'
              : `Сертификат руководителя, выданный на ИНН ${inn}`
          }
          data={certificateChoices(certificates)}
          value={thumbprint}
          allowDeselect={false}
          onChange={(value) => setThumbprint(value ?? '')}
        />
        <Button
          type="submit"
          leftSection={<IconCertificate size={18} />}
          loading={signing || representative.busy || fetcher.state !== 'idle'}
          disabled={!live}
          w={{ base: '100%', sm: 'auto' }}
        >
          Подписать и подтвердить
        </Button>
      </Stack>
    </form>
  );
}
