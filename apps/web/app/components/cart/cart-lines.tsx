import type { TCart, TCartLine } from '@agrolease/contracts/cart';
import { formatMonthlyPayment } from '@agrolease/domain';
import {
  ActionIcon,
  Anchor,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../calculator/money';
import { AppLink } from '../routing/app-link';
import classes from './cart.module.css';

export interface CartLineActions {
  onQuantity: (line: TCartLine, quantity: number) => void;
  onPriceLevel: (line: TCartLine, idPrice: number) => void;
  onRemove: (line: TCartLine) => void;
  busy: boolean;
}

function CartLineRow({ line, actions }: { line: TCartLine; actions: CartLineActions }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} className={classes.line} data-testid="cart-line">
      <Anchor component={AppLink} to={line.url} className={classes.picture} aria-label={line.title}>
        <Image src={line.image} alt="" fit="contain" h="100%" />
      </Anchor>
      <Stack gap={4} className={classes.info}>
        <Anchor component={AppLink} to={line.url} fw={600} c="dark.8" lineClamp={2}>
          {line.title}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {line.supplier}
        </Text>
        {line.pricelevels.length > 0 && (
          <Select
            aria-label="Комплектация и цена"
            size="xs"
            maw={340}
            data={line.pricelevels.map((level) => ({
              value: String(level.id),
              label: `${level.title} — ${formatMoney(level.value, { kopecks: false })}`,
            }))}
            value={String(line.id_price ?? line.pricelevels[0]?.id)}
            onChange={(value) => value && actions.onPriceLevel(line, Number(value))}
            allowDeselect={false}
            disabled={actions.busy}
          />
        )}
      </Stack>
      <Group className={classes.controls} gap="sm" wrap="nowrap" justify="space-between">
        <NumberInput
          aria-label="Количество"
          value={line.quantity}
          min={1}
          max={999}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={96}
          size="sm"
          onChange={(value) => {
            if (typeof value === 'number' && value >= 1 && value <= 999 && value !== line.quantity) {
              actions.onQuantity(line, value);
            }
          }}
        />
        <div>
          <Text fw={700} ta="right" miw={120} data-testid="cart-line-sum">
            {formatMoney(line.sum, { kopecks: false })}
          </Text>
          <Text fz="xs" c="gray.7" ta="right" data-testid="cart-line-monthly">
            {line.monthly_payment === null ? '\u00a0' : formatMonthlyPayment(line.monthly_payment)}
          </Text>
        </div>
        <Tooltip label="Удалить из корзины">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Удалить «${line.title}» из корзины`}
            onClick={() => actions.onRemove(line)}
            disabled={actions.busy}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

export function CartLines({ cart, actions }: { cart: TCart; actions: CartLineActions }) {
  return (
    <Stack gap="sm">
      {cart.items.map((line) => (
        <CartLineRow key={line.id_product} line={line} actions={actions} />
      ))}
    </Stack>
  );
}
