import { Alert, List, Loader } from '@mantine/core';
import { IconAlertCircle, IconCertificate } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ownerOfSubject } from '../auth/certificate-subject';
import { Anchor, Group, Text } from '../plain/mantine-markup';
import { detectCryptoProPlugin, listCertificates, type PluginCertificate } from './cryptopro';

/** Where the CryptoPro plug-in stands in this browser, and the certificates it offers. */
export type CryptoProState =
  | { status: 'checking' }
  | { status: 'absent' }
  | { status: 'reading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; certificates: PluginCertificate[] };

/**
 * Detects the plug-in (loading CryptoPro's API script, cryptopro.ts) and lists the personal
 * store's valid certificates: the one way the sign-in and the signing dialog find them.
 */
export function useCryptoProCertificates(onFailure?: (message: string) => void): CryptoProState {
  const [state, setState] = useState<CryptoProState>({ status: 'checking' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: detected once per mount; onFailure is a report only
  useEffect(() => {
    let live = true;
    detectCryptoProPlugin().then(async (found) => {
      if (!live) return;
      if (!found) {
        setState({ status: 'absent' });
        return;
      }
      setState({ status: 'reading' });
      try {
        const certificates = await listCertificates();
        if (live) setState({ status: 'ready', certificates });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        onFailure?.(message);
        if (live) setState({ status: 'failed', message });
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The certificates as a Select's options: the owner (CN) and the end of validity. */
export function certificateChoices(certificates: PluginCertificate[]) {
  return certificates.map((item) => ({
    value: item.thumbprint,
    label: `${ownerOfSubject(item.subject)} (до ${item.validTo})`,
  }));
}

/** CryptoPro's products a browser needs for signing, with their download pages. */
const INSTALL_STEPS = [
  { product: 'КриптоПро CSP', href: 'https://www.cryptopro.ru/products/csp', note: 'версии 5.0 или новее;' },
  {
    product: 'КриптоПро ЭЦП Browser plug-in',
    href: 'https://www.cryptopro.ru/products/cades/plugin',
    note: 'и расширение для браузера;',
  },
];

/** What to install when the plug-in does not answer; `purpose` ends «Чтобы …:». */
export function InstallPluginHelp({ checking, purpose }: { checking: boolean; purpose: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconCertificate size={18} />} title="Нужен плагин КриптоПро">
      <Text fz="sm" mb="xs">
        {checking ? 'Проверяем наличие плагина…' : 'В этом браузере не найден КриптоПро ЭЦП Browser plug-in.'}{' '}
        Чтобы {purpose}:
      </Text>
      <List size="sm" spacing={4} type="ordered">
        {INSTALL_STEPS.map((step) => (
          <List.Item key={step.href}>
            установите{' '}
            <Anchor fz="sm" href={step.href} target="_blank" rel="noopener noreferrer">
              {step.product}
            </Anchor>{' '}
            {step.note}
          </List.Item>
        ))}
        <List.Item>вставьте носитель с сертификатом и обновите страницу.</List.Item>
      </List>
    </Alert>
  );
}

/**
 * The certificate step's common frame: the plug-in is looked for, then either what to install,
 * the store's error, the empty store, or `children` with the certificates.
 */
export function CryptoProCertificates({
  purpose,
  onFailure,
  children,
}: {
  /** «войти по электронной подписи», «подписать документ электронной подписью»… */
  purpose: string;
  onFailure?: (message: string) => void;
  children: (certificates: PluginCertificate[]) => ReactNode;
}) {
  const state = useCryptoProCertificates(onFailure);
  if (state.status === 'checking' || state.status === 'absent')
    return <InstallPluginHelp checking={state.status === 'checking'} purpose={purpose} />;
  if (state.status === 'reading')
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text fz="sm">Читаем сертификаты…</Text>
      </Group>
    );
  if (state.status === 'failed')
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        Не удалось прочитать сертификаты: {state.message}
      </Alert>
    );
  if (state.certificates.length === 0)
    return (
      <Alert color="yellow" variant="light" icon={<IconCertificate size={18} />}>
        В хранилище «Личное» нет действующих сертификатов. Вставьте носитель с сертификатом и обновите
        страницу.
      </Alert>
    );
  return children(state.certificates);
}
