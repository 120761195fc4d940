import { Badge } from '../plain/mantine-markup';

/** A supply contract's or a complaint's state as a badge: done green, under way blue, waiting orange. */
export function StateBadge({ tone, title }: { tone: 'done' | 'going' | 'waiting'; title: string }) {
  const color = tone === 'done' ? 'green' : tone === 'going' ? 'blue' : 'orange';
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0, maxWidth: '100%' }}>
      {title}
    </Badge>
  );
}

export function SupplyContractBadge({ state, title }: { state: string; title: string }) {
  return (
    <StateBadge
      tone={state === 'fulfilled' ? 'done' : state === 'shipping' ? 'going' : 'waiting'}
      title={title}
    />
  );
}
