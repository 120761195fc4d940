import type { TErrorReply } from '@agrolease/contracts/error-reply';
import { Button, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { announceCart } from './cart-api';

const BACK = '/shoppingCart/';

/**
 * 'Оформить заявку': ShoppingCartCreateApplication turns the cart into a draft application and
 * opens the wizard; a guest signs in first and comes back here.
 */
export function CreateApplicationButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <>
      <Button
        size="md"
        fullWidth
        loading={busy}
        leftSection={<IconFileDescription size={18} />}
        onClick={async () => {
          setBusy(true);
          setError('');
          try {
            const response = await fetch('/srv/ShoppingCartCreateApplication', {
              headers: { accept: 'application/json' },
              credentials: 'same-origin',
            });
            const body = (await response.json().catch(() => null)) as
              | { success: true; url: string }
              | TErrorReply
              | null;
            if (response.status === 401) {
              navigate(`/cabinet/v2/auth?back=${encodeURIComponent(BACK)}`);
              return;
            }
            if (body && body.success === false && body.errcode === 'agreements') {
              navigate(`/pd/?back=${encodeURIComponent(BACK)}`);
              return;
            }
            if (!response.ok || !body || body.success !== true) {
              setError(
                response.status === 403
                  ? 'Заявку на лизинг оформляет клиент. Войдите как клиент.'
                  : ((body as TErrorReply | null)?.error_message ?? 'Не удалось оформить заявку'),
              );
              return;
            }
            announceCart({ items: [], count: 0, quantity: 0, total: 0 });
            navigate(body.url);
          } catch {
            setError('Нет связи с сервером, попробуйте ещё раз');
          } finally {
            setBusy(false);
          }
        }}
      >
        Оформить заявку
      </Button>
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
