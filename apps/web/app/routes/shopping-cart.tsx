import { cart as cartCalls } from '@agrolease/contracts';
import type { TCart, TCartLine } from '@agrolease/contracts/cart';
import {
  Alert,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconShoppingCart } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { publicBreadcrumbs } from '../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { formatMoney } from '../components/calculator/money';
import { cartApi } from '../components/cart/cart-api';
import { CartLines } from '../components/cart/cart-lines';
import { CreateApplicationButton } from '../components/cart/create-application-button';
import { AppLink } from '../components/routing/app-link';
import { getGateway } from '../lib/gateway.server';
import { pageMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/shopping-cart';

const TITLE = 'Корзина';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: TITLE,
    description:
      'Выбранная техника, комплектации и количество — оформите заявку на лизинг в личном кабинете.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return getGateway(context).call(cartCalls.shoppingCartProducts);
}

const unitsWord = (count: number) => {
  const n = count % 100;
  const last = n % 10;
  if (n > 10 && n < 20) return 'единиц';
  if (last === 1) return 'единица';
  if (last >= 2 && last <= 4) return 'единицы';
  return 'единиц';
};

export default function ShoppingCartPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [cart, setCart] = useState<TCart>(loaderData);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  /** Runs a cart call; only the answer to the latest one is shown (quick stepper clicks). */
  const run = async (call: () => Promise<TCart>, optimistic?: TCart) => {
    const ticket = ++latest.current;
    if (optimistic) setCart(optimistic);
    setBusy(true);
    setError(null);
    try {
      const next = await call();
      if (ticket === latest.current) setCart(next);
    } catch (failure) {
      if (ticket === latest.current) setError(failure instanceof Error ? failure.message : 'Ошибка корзины');
    } finally {
      if (ticket === latest.current) setBusy(false);
    }
  };

  const actions = {
    busy,
    onQuantity: (line: TCartLine, quantity: number) =>
      run(() => cartApi.add(line.id_product, { idPrice: line.id_price ?? undefined, quantity }), {
        ...cart,
        items: cart.items.map((item) => (item.id_product === line.id_product ? { ...item, quantity } : item)),
      }),
    onPriceLevel: (line: TCartLine, idPrice: number) => run(() => cartApi.add(line.id_product, { idPrice })),
    onRemove: (line: TCartLine) => run(() => cartApi.remove([line.id_product])),
  };

  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={publicBreadcrumbs([{ title: TITLE, href: '/shoppingCart/' }])}
          origin={root?.origin}
        />
        <Title order={1} fz={{ base: 26, sm: 36 }}>
          {TITLE}
        </Title>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        {cart.count === 0 ? (
          <Paper withBorder p="xl">
            <Stack align="center" gap="sm" py="lg">
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconShoppingCart size={30} />
              </ThemeIcon>
              <Text fw={600} fz="lg">
                В корзине пока пусто
              </Text>
              <Text c="dimmed" ta="center" maw={420}>
                Добавьте технику из каталога, чтобы сравнить комплектации и оформить заявку на лизинг.
              </Text>
              <Button component={AppLink} to="/catalog/" mt="sm">
                Перейти в каталог
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Grid gap={{ base: 'md', md: 'xl' }} align="flex-start">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <CartLines cart={cart} actions={actions} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="gray.0">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text c="dimmed">Позиций</Text>
                    <Text fw={600} data-testid="cart-count">
                      {cart.count}
                    </Text>
                  </Group>
                  <Group justify="space-between">
                    <Text c="dimmed">Количество</Text>
                    <Text fw={600}>
                      {cart.quantity} {unitsWord(cart.quantity)}
                    </Text>
                  </Group>
                  <Divider />
                  <Group justify="space-between" align="baseline">
                    <Text fw={700}>Итого</Text>
                    <Text fw={800} fz={24} c="field.8" data-testid="cart-total">
                      {formatMoney(cart.total, { kopecks: false })}
                    </Text>
                  </Group>
                  <CreateApplicationButton />
                  <Text fz="xs" c="dimmed">
                    Заявка на лизинг оформляется в личном кабинете. Войдите или зарегистрируйтесь — корзина
                    сохранится.
                  </Text>
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
