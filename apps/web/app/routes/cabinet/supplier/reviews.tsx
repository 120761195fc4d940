import { supplierReviews } from '@agrolease/contracts';
import { REVIEW_TEXT_MAX, REVIEWS_PAGE } from '@agrolease/contracts/supplier-reviews-values';
import { formatDecimalRu, formatMoscowDate, pluralRu } from '@agrolease/domain';
import { Alert, Button, Pagination, Rating, SegmentedControl, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useFetcher, useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { Anchor, Group, PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { ProductsTabs } from '../../../components/supplier/products-tabs';
import { listPage } from '../../../lib/list-page';
import { readForm } from '../../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../../lib/send-from-action.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/reviews';
import { loadSupplierCall } from './supplier-call.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Отзывы',
    description: 'Отзывы клиентов о технике поставщика и ответы на них.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = listPage(url);
  const unanswered = url.searchParams.get('unanswered') === '1' ? '1' : '';
  const { reply, locked } = await loadSupplierCall(context, supplierReviews.supplierReviews, {
    page,
    unanswered,
  });
  return { list: reply, locked };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return sendFromAction(
    context,
    `answer-${String(form.get('id') ?? '')}`,
    supplierReviews.supplierReviewAnswer,
    {
      id_object: String(form.get('id') ?? ''),
      answer: String(form.get('answer') ?? ''),
    },
  );
}

/** Clients' reviews of the supplier's machines and its public answers (decision 0112). */
export default function SupplierReviews({ loaderData }: Route.ComponentProps) {
  const { list, locked } = loaderData;
  const [params, setParams] = useSearchParams();
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Отзывы', href: REVIEWS_PAGE }]} />
      <PageTitle>Отзывы о технике</PageTitle>
      <ProductsTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {list && (
        <>
          <Group gap="xs" data-testid="reviews-average">
            {list.average === null ? (
              <Text c="dimmed">Отзывов пока нет</Text>
            ) : (
              <>
                <Rating value={list.average} fractions={10} readOnly aria-label="Средняя оценка" />
                <Text fw={600}>{formatDecimalRu(list.average)}</Text>
                <Text c="dimmed" fz="sm">
                  средняя оценка, {list.count_all} {pluralRu(list.count_all, ['отзыв', 'отзыва', 'отзывов'])}
                </Text>
              </>
            )}
          </Group>
          <SegmentedControl
            data={[
              { value: '', label: `Все · ${list.count_all}` },
              { value: '1', label: `Без ответа · ${list.count_unanswered}` },
            ]}
            value={params.get('unanswered') === '1' ? '1' : ''}
            onChange={(value) => {
              const next = new URLSearchParams(params);
              next.delete('page');
              if (value) next.set('unanswered', value);
              else next.delete('unanswered');
              setParams(next);
            }}
            fullWidth
            aria-label="Какие отзывы показать"
          />
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {params.get('unanswered') ? 'На все отзывы есть ответ' : 'Клиенты пока не оставили отзывов'}
            </Text>
          )}
          <Stack gap="sm">
            {list.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supplier-review"
              >
                <Group justify="space-between" align="flex-start" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Anchor to={item.product.url} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.product.title}
                    </Anchor>
                    <Text fz="sm" c="dimmed">
                      {item.client} · сделка {item.deal} · {formatMoscowDate(item.created)}
                    </Text>
                  </div>
                  <Rating value={item.rating} readOnly aria-label={`Оценка ${item.rating} из 5`} />
                </Group>
                <Text fz="sm" mt={6} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {item.text}
                </Text>
                <AnswerForm id={item.id} answer={item.answer} answered={item.answered} />
              </Paper>
            ))}
          </Stack>
          {list.pages > 1 && (
            <Pagination
              total={list.pages}
              value={list.page}
              onChange={(page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
              }}
              getControlProps={(control) => ({ 'aria-label': `Страница: ${control}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function AnswerForm({ id, answer, answered }: { id: number; answer: string; answered: string | null }) {
  const fetcher = useFetcher<ActionResult>();
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const done = fetcher.data?.ok && fetcher.state === 'idle';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <Stack gap="xs" mt="sm">
        {answer && (
          <Text fz="sm" c="dimmed">
            Ваш ответ{answered ? ` от ${formatMoscowDate(answered)}` : ''} виден на странице техники.
          </Text>
        )}
        {failed && !failed.errors.answer && (
          <Alert color="red" icon={<IconAlertCircle />}>
            {failed.message}
          </Alert>
        )}
        {done && (
          <Alert color="green" icon={<IconCheck />}>
            Ответ опубликован
          </Alert>
        )}
        <Textarea
          name="answer"
          label={answer ? 'Ответ (можно исправить)' : 'Ответ на отзыв'}
          defaultValue={answer}
          autosize
          minRows={2}
          maxLength={REVIEW_TEXT_MAX}
          required
          error={failed?.errors.answer}
        />
        <Group>
          <Button type="submit" loading={fetcher.state !== 'idle'} w={{ base: '100%', xs: 'auto' }}>
            {answer ? 'Исправить ответ' : 'Ответить'}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
