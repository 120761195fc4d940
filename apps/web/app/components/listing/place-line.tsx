import { placeText } from '@agrolease/domain';
import { IconMapPin } from '@tabler/icons-react';
import plain from '../plain/plain.module.css';

/**
 * Where a lot, a stock item, a supplier or an agent is: a pin and "city, region". On a card
 * it is small and cut to one line; under a page's title it is larger and may wrap. Plain
 * elements in Mantine Group's and Text's look (decision 0134).
 */
export function PlaceLine({
  city,
  region,
  variant,
  mt,
}: {
  city: string;
  region: string;
  variant: 'card' | 'heading';
  mt: number;
}) {
  const card = variant === 'card';
  return (
    <div className={plain.group} style={{ gap: 4, marginTop: mt, flexWrap: card ? 'nowrap' : undefined }}>
      <IconMapPin size={card ? 14 : 16} color="var(--mantine-color-dimmed)" />
      {/* The place is read whole (issue 39): a long region wraps instead of ending in «…». */}
      <p className={`${plain.text} ${plain.dimmed} ${card ? plain.xs : plain.sm}`}>
        {placeText(city, region)}
      </p>
    </div>
  );
}
