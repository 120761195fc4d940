import type { catalogue, TCallReply } from '@agrolease/contracts';
import { formatDecimalRu, formatMoscowDate } from '@agrolease/domain';
import { Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';

type Reviews = TCallReply<typeof catalogue.catalogProduct>['reviews'];

/** Clients' reviews of the machine with the supplier's answers (decision 0112). */
export function ProductReviews({ reviews }: { reviews: Reviews }) {
  if (reviews.length === 0) return null;
  const average =
    Math.round((reviews.reduce((sum, item) => sum + item.rating, 0) / reviews.length) * 10) / 10;
  return (
    <Stack gap="sm" data-testid="product-reviews">
      <Group gap="xs" align="baseline">
        <Title order={2} fz="xl">
          Отзывы клиентов
        </Title>
        <Text c="dimmed" fz="sm">
          {formatDecimalRu(average)} из 5
        </Text>
      </Group>
      {reviews.map((review) => (
        <Paper
          key={review.id}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          data-testid="product-review"
        >
          <Group justify="space-between" gap="xs">
            <Text fw={600} fz="sm">
              {review.client} · {formatMoscowDate(review.created)}
            </Text>
            <Rating value={review.rating} readOnly size="sm" aria-label={`Оценка ${review.rating} из 5`} />
          </Group>
          <Text fz="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {review.text}
          </Text>
          {review.answer && (
            <Paper bg="gray.0" radius="sm" p="xs" mt="xs" data-testid="product-review-answer">
              <Text fz="xs" c="dimmed">
                Ответ поставщика{review.answered ? ` · ${formatMoscowDate(review.answered)}` : ''}
              </Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {review.answer}
              </Text>
            </Paper>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
