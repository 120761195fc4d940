import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ProductGrid } from './product-grid';

/** Viewed products shown under a product card (the rest of the visitor's list is on its own page). */
const SHOWN = 4;

/**
 * «Вы смотрели» under a product card. The page itself is the same for every guest (one kept
 * copy, decision 0085), so the browser records this view and gets the visitor's other viewed
 * products in one call (POST /srv/ViewedProducts, the client id in its cookie). A failed call
 * only leaves the block out.
 */
export function ViewedProducts({ productId }: { productId: number }) {
  const [items, setItems] = useState<readonly TCatalogItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/srv/ViewedProducts', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: String(productId) }),
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ items: TCatalogItem[] }>) : { items: [] },
      )
      .then((reply) => setItems(reply.items.slice(0, SHOWN)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId]);
  if (items.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        Вы смотрели
      </Title>
      <ProductGrid items={items} wide />
    </Stack>
  );
}
