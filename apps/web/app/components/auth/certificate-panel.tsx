import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * Sign-in by a qualified electronic signature needs the CryptoPro CSP and its browser plug-in;
 * without them the panel explains what to install.
 */
export function CertificatePanel() {
  const [plugin, setPlugin] = useState<'checking' | 'absent' | 'present'>('checking');
  useEffect(() => {
    setPlugin('cadesplugin' in window ? 'present' : 'absent');
  }, []);
  return (
    <Stack gap="md">
      <Text fz="sm">
        Вход по квалифицированной электронной подписи руководителя или доверенного лица с машиночитаемой
        доверенностью (МЧД).
      </Text>
      {plugin === 'present' ? (
        <Alert color="green" variant="light" icon={<IconCertificate size={18} />}>
          Плагин КриптоПро найден. Вход по подписи станет доступен в ближайшем обновлении кабинета; пока
          войдите по ИНН или по СМС.
        </Alert>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconCertificate size={18} />}
          title="Нужен плагин КриптоПро"
        >
          <Text fz="sm" mb="xs">
            {plugin === 'checking'
              ? 'Проверяем наличие плагина…'
              : 'В этом браузере не найден КриптоПро ЭЦП Browser plug-in.'}{' '}
            Чтобы войти по электронной подписи:
          </Text>
          <List size="sm" spacing={4} type="ordered">
            <List.Item>
              установите{' '}
              <Anchor href="https://www.cryptopro.ru/products/csp" target="_blank" rel="noopener noreferrer">
                КриптоПро CSP
              </Anchor>{' '}
              версии 5.0 или новее;
            </List.Item>
            <List.Item>
              установите{' '}
              <Anchor
                href="https://www.cryptopro.ru/products/cades/plugin"
                target="_blank"
                rel="noopener noreferrer"
              >
                КриптоПро ЭЦП Browser plug-in
              </Anchor>{' '}
              и расширение для браузера;
            </List.Item>
            <List.Item>вставьте носитель с сертификатом и обновите страницу.</List.Item>
          </List>
        </Alert>
      )}
    </Stack>
  );
}
