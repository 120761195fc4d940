import type { TPersonalManager } from '@agrolease/contracts';
import { formatPhone } from '@agrolease/domain';
import { Avatar } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import classes from './cabinet.module.css';
import { DashboardCard } from './dashboard-card';

function initials(name: string): string {
  return name
    .split(' ')
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('');
}

/** The account's manager at the company, with a call and a mail link: on every role's dashboard. */
export function ManagerCard({
  manager,
  title = 'Ваш менеджер',
}: {
  manager: TPersonalManager;
  title?: string;
}) {
  return (
    <DashboardCard title={title}>
      <div className={classes.person}>
        <Avatar color="field" radius="xl" size="lg" aria-hidden>
          {initials(manager.name)}
        </Avatar>
        <div className={classes.personLines}>
          <strong data-testid="manager-name">{manager.name}</strong>
          <span className={classes.muted}>{manager.position}</span>
          <a href={`tel:${manager.phone}`} className={classes.contact}>
            <IconPhone size={14} aria-hidden /> {formatPhone(manager.phone)}
          </a>
          <a href={`mailto:${manager.email}`} className={classes.contact}>
            <IconMail size={14} aria-hidden /> {manager.email}
          </a>
        </div>
      </div>
    </DashboardCard>
  );
}
