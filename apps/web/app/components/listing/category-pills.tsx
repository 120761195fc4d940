import { formatNumberRu } from '@agrolease/domain';
import type { ReactNode } from 'react';
import looks from '../plain/looks.module.css';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';

function Pill({ to, filled, children }: { to: string; filled: boolean; children: ReactNode }) {
  return (
    <AppLink
      to={to}
      className={`mantine-focus-auto mantine-active ${filled ? plain.button : plain.buttonDefault} ${looks.buttonXs}`}
    >
      <span className={plain.buttonInner}>
        <span className={plain.buttonLabel}>{children}</span>
      </span>
    </AppLink>
  );
}

/**
 * A listing's categories as a row of pills with counts, "Все" first; the current one filled.
 * Plain links in Mantine Button's look (size xs, round), decision 0134.
 */
export function CategoryPills({
  label,
  allHref,
  current,
  items,
}: {
  label: string;
  allHref: string;
  current: string | null;
  items: { uri: string; title: string; count: number; href: string }[];
}) {
  return (
    <nav className={plain.group} style={{ gap: 'var(--mantine-spacing-xs)' }} aria-label={label}>
      <Pill to={allHref} filled={!current}>
        Все
      </Pill>
      {items.map((item) => (
        <Pill key={item.uri} to={item.href} filled={item.uri === current}>
          {item.title} · {formatNumberRu(item.count)}
        </Pill>
      ))}
    </nav>
  );
}
