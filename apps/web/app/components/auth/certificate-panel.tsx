import { Button, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import type { AuthActionResult } from '../../routes/cabinet/auth.server';
import { type PluginCertificate, signDetached } from '../signing/cryptopro';
import { CryptoProCertificates, certificateChoices } from '../signing/cryptopro-certificates';
import { AuthFeedback } from './auth-feedback';
import { innOfSubject } from './certificate-subject';

type Purpose = 'auth' | 'reg_lkk' | 'reg_ka';

const PURPOSES: { value: Purpose; label: string; button: string }[] = [
  { value: 'auth', label: 'Вход', button: 'Войти по подписи' },
  { value: 'reg_lkk', label: 'Регистрация клиента', button: 'Зарегистрироваться как клиент' },
  { value: 'reg_ka', label: 'Регистрация контрагента', button: 'Зарегистрироваться как контрагент' },
];

/**
 * The certificate's sign-in and registration (AuthCSP, decision 0068): the server gives a
 * challenge, the plug-in signs it (detached CMS), the server checks it and the certificate's INN.
 */
function CertificateForm({ certificates }: { certificates: PluginCertificate[] }) {
  const [params] = useSearchParams();
  const initial = PURPOSES.find((item) => item.value === params.get('mode'))?.value ?? 'auth';
  const [purpose, setPurpose] = useState<Purpose>(initial);
  const [thumbprint, setThumbprint] = useState(certificates[0]?.thumbprint ?? '');
  const selected = certificates.find((item) => item.thumbprint === thumbprint);
  const [inn, setInn] = useState(innOfSubject(selected?.subject ?? ''));
  const [m4dNumber, setM4dNumber] = useState('');
  const [signing, setSigning] = useState(false);
  const [pluginError, setPluginError] = useState<string>();
  const fetcher = useFetcher<AuthActionResult>({ key: 'sign-in-certificate' });
  const narrow = useMediaQuery('(max-width: 30em)');
  const signedQuery = useRef<string>(undefined);
  const result = fetcher.data;

  // A challenge came back: sign it with the chosen certificate and send the signature.
  useEffect(() => {
    const challenge = result?.challenge;
    if (!challenge || signedQuery.current === challenge.idQuery) return;
    signedQuery.current = challenge.idQuery;
    setSigning(true);
    setPluginError(undefined);
    signDetached(new TextEncoder().encode(challenge.text).buffer as ArrayBuffer, thumbprint)
      .then((dataCSP) =>
        fetcher.submit(
          {
            intent: 'certificate',
            purpose,
            inn,
            m4d_number: m4dNumber,
            id_query: challenge.idQuery,
            dataCSP,
          },
          { method: 'post' },
        ),
      )
      .catch((error: unknown) =>
        setPluginError(`Не удалось подписать: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => setSigning(false));
  }, [result, thumbprint, purpose, inn, m4dNumber, fetcher]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setPluginError(undefined);
    fetcher.submit({ intent: 'certificate', purpose, inn, m4d_number: m4dNumber }, { method: 'post' });
  };
  const current = PURPOSES.find((item) => item.value === purpose) ?? PURPOSES[0];

  return (
    <form onSubmit={submit} aria-label="Вход по электронной подписи">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          orientation={narrow ? 'vertical' : 'horizontal'}
          size="xs"
          value={purpose}
          onChange={(value) => setPurpose(value as Purpose)}
          data={PURPOSES.map(({ value, label }) => ({ value, label }))}
        />
        <AuthFeedback
          ok={false}
          message={pluginError ?? (result?.ok === false ? result.message : undefined)}
        />
        <Select
          label="Сертификат"
          data={certificateChoices(certificates)}
          value={thumbprint}
          allowDeselect={false}
          onChange={(value) => {
            const next = certificates.find((item) => item.thumbprint === value);
            setThumbprint(value ?? '');
            if (next) setInn(innOfSubject(next.subject));
          }}
        />
        <TextInput
          label="ИНН организации или ИП"
          value={inn}
          onChange={(event) => setInn(event.currentTarget.value)}
          inputMode="numeric"
          required
          error={result?.fieldErrors?.inn}
        />
        <TextInput
          label="Номер машиночитаемой доверенности (МЧД)"
          description="Если подписываете не как руководитель, а по доверенности"
          value={m4dNumber}
          onChange={(event) => setM4dNumber(event.currentTarget.value)}
        />
        <Button
          type="submit"
          loading={signing || fetcher.state !== 'idle'}
          leftSection={<IconLogin size={18} />}
          fullWidth
        >
          {current?.button}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Sign-in by a qualified electronic signature needs the CryptoPro CSP and its browser plug-in;
 * without them the panel explains what to install.
 */
export function CertificatePanel() {
  return (
    <Stack gap="md">
      <Text fz="sm">
        Вход по квалифицированной электронной подписи руководителя или доверенного лица с машиночитаемой
        доверенностью (МЧД).
      </Text>
      <CryptoProCertificates purpose="войти по электронной подписи">
        {(certificates) => <CertificateForm certificates={certificates} />}
      </CryptoProCertificates>
    </Stack>
  );
}
