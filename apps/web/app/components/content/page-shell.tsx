import { formatMoscowLongDate } from '@agrolease/domain';
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Crumb } from '../breadcrumbs/breadcrumb-trail';
import { publicBreadcrumbs } from '../breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import plain from '../plain/plain.module.css';
import classes from './content.module.css';
import { SectionNav } from './section-nav';

/**
 * The frame of a public content page: breadcrumbs, section tabs, title, lead and body (plain
 * elements in Mantine's look, decision 0136).
 */
export function PageShell({
  trail,
  title,
  lead,
  date,
  children,
}: {
  trail: readonly Crumb[];
  title: string;
  lead?: string;
  date?: string;
  children?: ReactNode;
}) {
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  return (
    <div className={`${plain.container} ${plain.stack} ${classes.shell}`}>
      <Breadcrumbs items={publicBreadcrumbs(trail)} origin={root?.origin} />
      <SectionNav />
      <div className={`${plain.stack} ${classes.head}`}>
        {date && <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>{formatMoscowLongDate(date)}</p>}
        <h1 className={`${plain.h1} ${classes.title}`}>{title}</h1>
        {lead && <p className={`${plain.text} ${plain.dimmed} ${classes.lead}`}>{lead}</p>}
      </div>
      {children}
    </div>
  );
}
