import { IconFileText, IconLayoutDashboard, IconUsers } from '@tabler/icons-react';
import type { CabinetSection } from '../cabinet/section-navigation';

export const REO_BASE = '/cabinet/v2/ppk-reo';

/** Sections of the fund partner's cabinet (spec 1 §2 "Reo fund partner", routes.tsv; decision 0088). */
export const REO_SECTIONS: readonly CabinetSection[] = [
  { to: `${REO_BASE}/dashboard`, title: 'Рабочий стол', icon: IconLayoutDashboard },
  { to: `${REO_BASE}/contractors`, title: 'Контрагенты', icon: IconUsers },
  { to: `${REO_BASE}/applications`, title: 'Заявки', icon: IconFileText },
];

/** The applications' tabs (spec 1 §2: wait, approve, cancel), each its own address. */
export const REO_TABS = [
  { status: 'wait', title: 'Ожидают решения' },
  { status: 'approve', title: 'Одобренные' },
  { status: 'cancel', title: 'Отклонённые' },
] as const;
