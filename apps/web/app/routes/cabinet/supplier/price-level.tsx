import { isGatewayError, supplier } from '@agrolease/contracts';
import type { TSupplierProductCard } from '@agrolease/contracts/supplier';
import { NOMENCLATURE_PAGE, PRICE_LEVEL_PAGE } from '@agrolease/contracts/supplier-values';
import { formatRoubles } from '@agrolease/domain';
import { Alert, Button, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDateTime } from '../../../components/cabinet/requests/post-form';
import { Anchor, Group, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import {
  type PriceLevelDraft,
  PriceLevelRows,
  readPriceLevels,
} from '../../../components/supplier/price-level-rows';
import { ProductChangeBadge } from '../../../components/supplier/product-change-badge';
import { getGateway } from '../../../lib/gateway.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/price-level';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Уровни цен', description: 'Комплектации и цены техники поставщика.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const reply = await getGateway(context).call(supplier.supplierCRMProduct, {
      id_object: Number(params.id),
    });
    return { product: reply.product, locked: null };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    if (isGatewayError(error) && error.status === 403)
      return { product: null, locked: error.reply.error_message };
    throw error;
  }
}

type SaveResult =
  | { ok: true; product: TSupplierProductCard }
  | { ok: false; message: string; errors: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const reply = await getGateway(context).call(supplier.supplierCRMProductSave, {
      id_object: params.id,
      description: String(form.get('description') ?? ''),
      prices: readPriceLevels(form),
    } as never);
    return { ok: true, product: reply.product } satisfies SaveResult;
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      const errors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
      return data<SaveResult>(
        { ok: false, message: error.reply.error_message, errors },
        { status: error.status },
      );
    }
    throw error;
  }
}

function levelsOf(product: TSupplierProductCard): PriceLevelDraft[] {
  const source = product.change?.status === 'pending' ? product.change.prices : product.CRMPrices;
  return source.map((level) => ({ id: level.id, title: level.title, value: String(level.value) }));
}

/** One machine's price levels and description; a change goes to the manager (decision 0086). */
export default function SupplierPriceLevel({ loaderData }: Route.ComponentProps) {
  const { product, locked } = loaderData;
  if (!product) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {locked}
      </Alert>
    );
  }
  return (
    <PriceLevelForm
      key={`${product.id}-${product.change?.id ?? 0}-${product.change?.status ?? ''}`}
      product={product}
    />
  );
}

function PriceLevelForm({ product }: { product: TSupplierProductCard }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  const pending = product.change?.status === 'pending' ? product.change : null;
  const description = pending ? pending.description : product.description;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Номенклатура', href: NOMENCLATURE_PAGE },
          { title: product.title, href: `${PRICE_LEVEL_PAGE}/${product.id}` },
        ]}
      />
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {product.title}
        </Title>
        <Text c="dimmed" fz="sm">
          № {product.id} · {product.category} · {product.year} г. ·{' '}
          <Anchor href={product.url} target="_blank">
            страница на сайте
          </Anchor>
        </Text>
      </div>
      {result?.ok && (
        <Alert color="green" icon={<IconCheck />} data-testid="product-saved">
          Изменения отправлены на модерацию. Каталог покажет их, когда менеджер примет изменения.
        </Alert>
      )}
      {product.change && (
        <Alert
          color={
            product.change.status === 'rejected'
              ? 'red'
              : product.change.status === 'accepted'
                ? 'green'
                : 'blue'
          }
          title={
            <Group gap="xs">
              <span>Последнее изменение</span>
              <ProductChangeBadge status={product.change.status} title={product.change.status_title} />
            </Group>
          }
        >
          <Text fz="sm">
            {product.change.status === 'pending'
              ? `Отправлено ${formatDateTime(product.change.created)}: менеджер проверяет изменения. Новые правки заменят их.`
              : `Решение от ${formatDateTime(product.change.decided ?? product.change.created)}.`}
          </Text>
          {product.change.manager_comment && (
            <Text fz="sm">Комментарий менеджера: {product.change.manager_comment}</Text>
          )}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="xs">
          Сейчас на сайте
        </Title>
        <Stack gap={4} data-testid="current-prices">
          {product.CRMPrices.map((level) => (
            <Group key={level.id} justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {level.title}
              </Text>
              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatRoubles(level.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-label="Изменить карточку"
      >
        <Form method="post">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Уровни цен
            </Title>
            <Text fz="sm" c="dimmed">
              Комплектации техники и их цены в рублях. Первый уровень — цена по умолчанию в каталоге,
              калькуляторе и корзине.
            </Text>
            {failed && (
              <Alert color="red" icon={<IconAlertCircle />}>
                {failed.errors.prices ?? failed.message}
              </Alert>
            )}
            <PriceLevelRows initial={levelsOf(product)} errors={failed?.errors} />
            <Textarea
              name="description"
              label="Описание"
              defaultValue={description}
              autosize
              minRows={3}
              maxRows={12}
              maxLength={8000}
              required
              error={failed?.errors.description}
            />
            <Group gap="sm" wrap="wrap">
              <Button
                type="submit"
                loading={navigation.state === 'submitting'}
                w={{ base: '100%', xs: 'auto' }}
              >
                Отправить на модерацию
              </Button>
              <Anchor to={NOMENCLATURE_PAGE} fz="sm">
                К списку техники
              </Anchor>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
