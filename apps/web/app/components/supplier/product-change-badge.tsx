import { Badge } from '../plain/mantine-markup';

const COLORS: Record<string, string> = { pending: 'blue', accepted: 'green', rejected: 'red' };

/** The moderation state of a product card's latest change (decision 0086). */
export function ProductChangeBadge({ status, title }: { status: string; title: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" radius="sm" data-testid="product-change-status">
      {title}
    </Badge>
  );
}
