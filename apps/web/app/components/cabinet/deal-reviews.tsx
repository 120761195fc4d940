import type { supplierReviews, TCallReply } from '@agrolease/contracts';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@agrolease/contracts/supplier-reviews-values';
import { formatMoscowDate } from '@agrolease/domain';
import { Alert, Button, Container, Rating, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Anchor, Group, Paper, Stack, Text, Title } from '../plain/mantine-markup';

type DealReviewsReply = TCallReply<typeof supplierReviews.cabinetDealReviews>;
export type DealReviewResult =
  | { ok: true; intent: 'review' }
  | { ok: false; intent: 'review'; message: string; errors: Record<string, string> };

/** «Отзывы о технике» of the client's deal: its review of each machine, or the form (decision 0112). */
export function DealReviews({ reply }: { reply: DealReviewsReply | null }) {
  // Before the handover there is nothing to do here: the section waits for it.
  if (!reply || reply.items.length === 0) return null;
  if (!reply.can_review && reply.items.every((item) => item.review === null)) return null;
  return (
    <Container size="lg" px={0}>
      <Stack gap="sm" data-testid="deal-reviews">
        <Title order={2} fz="xl">
          Отзывы о технике
        </Title>
        {!reply.can_review && (
          <Text c="dimmed" fz="sm">
            {reply.reason}
          </Text>
        )}
        {reply.items.map((item) => (
          <Paper key={item.product.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Anchor to={item.product.url} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.product.title}
            </Anchor>
            {item.review ? (
              <Stack gap={4} mt="xs">
                <Group gap="xs">
                  <Rating
                    value={item.review.rating}
                    readOnly
                    aria-label={`Оценка ${item.review.rating} из 5`}
                  />
                  <Text fz="sm" c="dimmed">
                    {formatMoscowDate(item.review.created)}
                  </Text>
                </Group>
                <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {item.review.text}
                </Text>
                {item.review.answer && (
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    Ответ поставщика: {item.review.answer}
                  </Text>
                )}
              </Stack>
            ) : (
              reply.can_review && <ReviewForm productId={item.product.id} />
            )}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}

function ReviewForm({ productId }: { productId: number }) {
  const fetcher = useFetcher<DealReviewResult>();
  const [rating, setRating] = useState(0);
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="id_product" value={productId} />
      <input type="hidden" name="rating" value={rating || ''} />
      <Stack gap="xs" mt="xs">
        <Text fz="sm" fw={600}>
          Оставить отзыв
        </Text>
        {failed && !failed.errors.rating && !failed.errors.text && (
          <Alert color="red" icon={<IconAlertCircle />}>
            {failed.message}
          </Alert>
        )}
        <div>
          <Rating value={rating} onChange={setRating} aria-label="Оценка от 1 до 5" />
          {failed?.errors.rating && (
            <Text c="red" fz="xs">
              {failed.errors.rating}
            </Text>
          )}
        </div>
        <Textarea
          name="text"
          label="Отзыв"
          description={`От ${REVIEW_TEXT_MIN} до ${REVIEW_TEXT_MAX} символов`}
          autosize
          minRows={3}
          maxLength={REVIEW_TEXT_MAX}
          required
          error={failed?.errors.text}
        />
        <Group>
          <Button type="submit" loading={fetcher.state !== 'idle'} w={{ base: '100%', xs: 'auto' }}>
            Оставить отзыв
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
