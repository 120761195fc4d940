import { isGatewayError, supplier } from '@agrolease/contracts';
import type { TNewProductCard } from '@agrolease/contracts/new-product-card';
import type { TBackofficeProductChange } from '@agrolease/contracts/supplier';
import { formatRoubles, productChangeRows } from '@agrolease/domain';
import { Alert } from '@mantine/core';
import { data } from 'react-router';
import { ProductChangeDiff } from '../../components/backoffice/product-change-diff';
import { SupplierDecisionForm } from '../../components/backoffice/supplier-decision-form';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { Anchor, Group, Paper, Stack, Text, Title } from '../../components/plain/mantine-markup';
import { ProductChangeBadge } from '../../components/supplier/product-change-badge';
import { getGateway } from '../../lib/gateway.server';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/product-change';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Изменение карточки', description: 'Модерация карточки техники поставщика.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { change: null };
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const reply = await getGateway(context).call(supplier.backofficeProductChange, {
      id_object: Number(params.id),
    });
    return { change: reply.change };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) {
    return { ok: false, intent: 'decide', message: 'Раздел недоступен', errors: {} } satisfies ActionResult;
  }
  const form = await readForm(request);
  return sendFromAction(context, 'decide', supplier.backofficeProductChangeDecide, {
    id_object: params.id,
    decision: String(form.get('decision') ?? ''),
    comment: String(form.get('comment') ?? ''),
  });
}

function Levels({
  title,
  levels,
  testId,
}: {
  title: string;
  levels: { title: string; value: number }[];
  testId: string;
}) {
  return (
    <div style={{ minWidth: 0 }} data-testid={testId}>
      <Text fz="sm" fw={600} mb={4}>
        {title}
      </Text>
      {levels.map((level) => (
        <Group key={`${level.title}-${level.value}`} justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {level.title}
          </Text>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatRoubles(level.value)}
          </Text>
        </Group>
      ))}
    </div>
  );
}

/** The manager's decision on a change, under its «Решение» heading. */
function DecideForm({ change }: { change: TBackofficeProductChange }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        Решение
      </Title>
      <SupplierDecisionForm label={`Решение по изменению ${change.id}`} />
    </Paper>
  );
}

/** A new card proposed by a supplier (decision 0109): everything the catalogue will show. */
function NewCard({ change, card }: { change: TBackofficeProductChange; card: TNewProductCard }) {
  return (
    <Stack gap="lg">
      <Anchor to="/backoffice/product-changes" fz="sm">
        ← Все изменения
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {card.title}
          </Title>
          <Text c="dimmed" fz="sm">
            Новая карточка · {change.company} · ИНН {change.inn} · отправлено {formatDateTime(change.created)}
            {change.product && (
              <>
                {' · '}
                <Anchor href={change.product.url} target="_blank">
                  страница на сайте
                </Anchor>
              </>
            )}
          </Text>
        </div>
        <ProductChangeBadge status={change.status} title={change.status_title} />
      </Group>
      {change.manager_comment && (
        <Alert color="gray" title="Комментарий менеджера">
          {change.manager_comment}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="new-card">
        <Stack gap="xs">
          <Text fz="sm">
            Категория: {card.category.group} → {card.category.title}
          </Text>
          <Text fz="sm">
            Марка: {card.brand} · модель: {card.model} · год выпуска: {card.year}
          </Text>
          <Title order={2} fz="lg" mt="sm">
            Характеристики
          </Title>
          {card.characteristics.map((item) => (
            <Group key={item.field} justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" c="dimmed">
                {item.title}
              </Text>
              <Text fz="sm" fw={600} ta="right">
                {item.value}
                {item.unit && item.type !== 'bool' ? ` ${item.unit}` : ''}
              </Text>
            </Group>
          ))}
          <Title order={2} fz="lg" mt="sm">
            Фотографии
          </Title>
          <Group gap="sm" wrap="wrap">
            {card.photos.map((photo, index) => (
              <a key={photo.id} href={photo.src} target="_blank" rel="noreferrer">
                <img
                  src={photo.src}
                  alt={`Фотография ${index + 1}`}
                  width={160}
                  height={120}
                  style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
                />
              </a>
            ))}
          </Group>
          <Title order={2} fz="lg" mt="sm">
            Описание
          </Title>
          <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {card.description}
          </Text>
          <Levels title="Комплектации и цены" levels={card.prices} testId="proposed-levels" />
        </Stack>
      </Paper>
      {change.can_decide && <DecideForm change={change} />}
    </Stack>
  );
}

/** One supplier's change of a product card beside what the catalogue shows now (decision 0086). */
export default function BackofficeProductChange({ loaderData }: Route.ComponentProps) {
  const { change } = loaderData;
  if (!change) return null;
  if (change.card) return <NewCard change={change} card={change.card} />;
  if (!change.product) return null;
  const product = change.product;
  return (
    <Stack gap="lg">
      <Anchor to="/backoffice/product-changes" fz="sm">
        ← Все изменения
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {product.title}
          </Title>
          <Text c="dimmed" fz="sm">
            {change.company} · ИНН {change.inn} · отправлено {formatDateTime(change.created)} ·{' '}
            <Anchor href={product.url} target="_blank">
              страница на сайте
            </Anchor>
          </Text>
        </div>
        <ProductChangeBadge status={change.status} title={change.status_title} />
      </Group>
      {change.manager_comment && (
        <Alert color="gray" title="Комментарий менеджера">
          {change.manager_comment}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="product-change-diff">
        <Title order={2} fz="lg" mb="sm">
          Что изменится в карточке
        </Title>
        <ProductChangeDiff
          accepted={change.status === 'accepted'}
          rows={productChangeRows(
            { description: change.current.description, levels: change.current.CRMPrices },
            { description: change.description, levels: change.prices },
          )}
        />
      </Paper>
      {change.can_decide && <DecideForm change={change} />}
    </Stack>
  );
}
