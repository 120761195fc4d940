import type { TApplicationProduct } from '@agrolease/contracts/application';
import {
  ActionIcon,
  Alert,
  Checkbox,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../calculator/money';
import type { ProductChange } from './application-api';

interface ChosenProductsProps {
  products: readonly TApplicationProduct[];
  productSumm: number;
  disabled: boolean;
  error: string;
  onChange: (product: TApplicationProduct, change: ProductChange) => void;
  onRemove: (product: TApplicationProduct) => void;
}

const money = (value: number) => formatMoney(value, { kopecks: false });

/** Step two's product list: the chosen machines with quantity, price level, complect and sums. */
export function ChosenProducts({
  products,
  productSumm,
  disabled,
  error,
  onChange,
  onRemove,
}: ChosenProductsProps) {
  return (
    <Stack gap="sm" data-testid="chosen-products">
      <Title order={3} fz="lg">
        Выбранная техника
      </Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {products.length === 0 ? (
        <Text c="dimmed">Добавьте технику из каталога ниже.</Text>
      ) : (
        products.map((product) => {
          const chosen = product.complect
            .filter((piece) => piece.chosen && piece.price > 0)
            .map((piece) => piece.index);
          return (
            <Paper key={product.id_row} withBorder radius="md" p="sm" data-testid="chosen-product">
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <Image
                  src={product.src}
                  alt=""
                  w={72}
                  h={56}
                  fit="contain"
                  bg="gray.0"
                  radius="sm"
                  visibleFrom="xs"
                />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} fz="sm">
                        {product.title}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {product.supplier}
                      </Text>
                    </div>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={disabled}
                      aria-label={`Убрать из заявки: ${product.title}`}
                      onClick={() => onRemove(product)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                  <Group gap="sm" align="flex-end" wrap="wrap">
                    {product.prices.length > 0 && (
                      <Select
                        size="xs"
                        label="Уровень цены"
                        w={{ base: '100%', xs: 240 }}
                        data={product.prices.map((level) => ({
                          value: String(level.id),
                          label: `${level.title} — ${money(level.value)}`,
                        }))}
                        value={product.id_price === null ? null : String(product.id_price)}
                        onChange={(value) => value && onChange(product, { idPrice: Number(value) })}
                        allowDeselect={false}
                        disabled={disabled}
                      />
                    )}
                    <NumberInput
                      size="xs"
                      label="Количество"
                      w={96}
                      min={1}
                      max={99}
                      defaultValue={product.quantity}
                      key={`${product.id_row}:${product.quantity}`}
                      disabled={disabled}
                      onBlur={(event) => {
                        const quantity = Number(event.currentTarget.value);
                        if (
                          Number.isInteger(quantity) &&
                          quantity >= 1 &&
                          quantity <= 99 &&
                          quantity !== product.quantity
                        )
                          onChange(product, { quantity, idPrice: product.id_price });
                      }}
                    />
                  </Group>
                  <Checkbox.Group
                    label="Комплектация"
                    value={chosen.map(String)}
                    onChange={(values) =>
                      onChange(product, { idPrice: product.id_price, complect: values.map(Number) })
                    }
                  >
                    <Stack gap={4} mt={4}>
                      {product.complect.map((piece) =>
                        piece.price === 0 ? (
                          <Text key={piece.index} fz="xs" c="dimmed">
                            ✓ {piece.title} — входит в поставку
                          </Text>
                        ) : (
                          <Checkbox
                            key={piece.index}
                            size="xs"
                            value={String(piece.index)}
                            disabled={disabled}
                            label={`${piece.title} — ${money(piece.price)}`}
                          />
                        ),
                      )}
                    </Stack>
                  </Checkbox.Group>
                  <Text fz="sm" ta="right">
                    {money(product.price)} × {product.quantity} ={' '}
                    <Text span fw={700}>
                      {money(product.sum)}
                    </Text>
                  </Text>
                </Stack>
              </Group>
            </Paper>
          );
        })
      )}
      <Group justify="space-between" px="xs">
        <Text fw={700}>Итого по технике</Text>
        <Text fw={800} fz="lg" data-testid="product-summ">
          {money(productSumm)}
        </Text>
      </Group>
    </Stack>
  );
}
