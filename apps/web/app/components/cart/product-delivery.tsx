import type { TCallReply } from '@agrolease/contracts';
import type { productDelivery } from '@agrolease/contracts/catalogue';
import { formatNumberRu, formatRoubles } from '@agrolease/domain';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useGeo } from '../geo/geo-context';
import plain from '../plain/plain.module.css';

type TDelivery = TCallReply<typeof productDelivery>;

/** Past this distance the line is marked: the delivery may cost more than a small machine. */
const FAR_KM = 1_000;

/**
 * The machine's delivery to the visitor's region, beside «В корзину» (issue 39): distance and
 * cost by the application wizard's tariff, read in the browser since the page is shared by every
 * visitor (decision 0157); without a city, a way to choose one.
 */
export function ProductDelivery({ productId }: { productId: number }) {
  const { geo, openPicker } = useGeo();
  const region = geo?.region_fias_id ?? '';
  const [delivery, setDelivery] = useState<TDelivery | null>(null);
  useEffect(() => {
    setDelivery(null);
    if (!region) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ id: String(productId), region_fias_id: region });
    fetch(`/srv/ProductDelivery?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<TDelivery>) : null))
      .then(setDelivery)
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId, region]);
  if (!geo) {
    return (
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`} data-testid="product-delivery">
        <button type="button" className={`mantine-focus-auto ${plain.anchor}`} onClick={openPicker}>
          Укажите ваш город
        </button>
        , чтобы узнать стоимость доставки
      </p>
    );
  }
  if (!delivery) return null;
  const far = delivery.distance >= FAR_KM;
  return (
    <p
      className={`${plain.text} ${plain.sm}`}
      data-testid="product-delivery"
      data-far={far || undefined}
      style={{
        display: 'flex',
        gap: 6,
        alignItems: 'flex-start',
        color: far ? 'var(--mantine-color-orange-9)' : undefined,
      }}
    >
      <IconTruckDelivery size={18} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
      <span>
        {delivery.distance === 0
          ? `Доставка по региону ${delivery.to_region}: около ${formatRoubles(delivery.cost)}`
          : `Доставка из региона ${delivery.from_region} в ${delivery.to_region}: ${formatNumberRu(delivery.distance)} км, около ${formatRoubles(delivery.cost)}`}
        {far && ' — учтите её до оформления'}
        <span className={`${plain.xs} ${plain.dimmed}`} style={{ display: 'block' }}>
          Оплачивается отдельно, сумму подтвердит менеджер
        </span>
      </span>
    </p>
  );
}
