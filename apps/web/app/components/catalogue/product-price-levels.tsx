import type { catalogue, TCallReply } from '@agrolease/contracts';
import { formatRoubles } from '@agrolease/domain';
import { Radio, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';

type Product = TCallReply<typeof catalogue.catalogProduct>['product'];

/**
 * «Комплектация и цена»: the product's price levels, one chosen by `?id_price=`. The product page
 * renders it with hydrateLater (decision 0135): Mantine's Radio stays out of its first load.
 */
export function ProductPriceLevels({ product }: { product: Pick<Product, 'id_price' | 'CRMPrices'> }) {
  const navigate = useNavigate();
  return (
    <Radio.Group
      label="Комплектация и цена"
      value={String(product.id_price)}
      onChange={(value) => navigate(`?id_price=${value}`, { replace: true, preventScrollReset: true })}
    >
      <Stack gap={6} mt={6}>
        {product.CRMPrices.map((level) => (
          <Radio
            key={level.id}
            value={String(level.id)}
            label={`${level.title} — ${formatRoubles(level.value)}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
