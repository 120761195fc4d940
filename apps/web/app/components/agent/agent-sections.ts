import {
  IconBriefcase,
  IconFileText,
  IconHelp,
  IconLayoutDashboard,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';

export interface AgentSection {
  to: string;
  title: string;
  icon: typeof IconLayoutDashboard;
  /** The section's pages exist; the others are not in the menu yet. */
  ready: boolean;
}

/** Sections of the agent's cabinet (spec 1 §2 "Agent", routes.tsv), in menu order (decision 0087). */
export const AGENT_SECTIONS: readonly AgentSection[] = [
  { to: '/cabinet/v2/agent/dashboard', title: 'Рабочий стол', icon: IconLayoutDashboard, ready: true },
  { to: '/cabinet/v2/agent/contractors', title: 'Контрагенты', icon: IconUsers, ready: true },
  { to: '/cabinet/v2/agent/applications', title: 'Заявки', icon: IconFileText, ready: true },
  { to: '/cabinet/v2/agent/deals', title: 'Сделки', icon: IconBriefcase, ready: true },
  { to: '/cabinet/v2/agent/offers', title: 'Коммерческие предложения', icon: IconReceipt, ready: true },
  { to: '/cabinet/v2/agent/help', title: 'Помощь', icon: IconHelp, ready: true },
];

export const agentMenu = (): AgentSection[] => AGENT_SECTIONS.filter((section) => section.ready);
