import { Badge } from '../../plain/mantine-markup';

const COLORS: Record<string, string> = {
  received: 'blue',
  in_progress: 'yellow',
  answered: 'green',
  new: 'blue',
  ready: 'green',
  rejected: 'red',
  submitted: 'blue',
  approved: 'green',
  declined: 'red',
  draft: 'gray',
  in_work: 'yellow',
  closed: 'gray',
  pending: 'yellow',
  accepted: 'green',
  withdrawn: 'gray',
  review: 'yellow',
  refused: 'red',
  // powers of attorney in the back office (decision 0155)
  active: 'green',
  revoked: 'gray',
};

/** A request's status as a coloured badge (complaints, document orders, subleasing). */
export function StatusBadge({ status, title }: { status: string; title: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" radius="sm" data-status={status}>
      {title}
    </Badge>
  );
}
