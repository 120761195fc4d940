import { Badge } from '../plain/mantine-markup';

const COLORS: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  documents_requested: 'orange',
  approved: 'green',
  rejected: 'red',
  offer_accepted: 'teal',
  offer_rejected: 'gray',
};

/** An application's status as a coloured badge. */
export function ApplicationStatusBadge({ status, title }: { status: string; title: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" radius="sm" data-testid="application-status">
      {title}
    </Badge>
  );
}
