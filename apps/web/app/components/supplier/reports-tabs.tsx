import { supplierReports } from '@agrolease/contracts';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: supplierReports.CHECK_LISTS_PAGE, title: 'Чек-листы' },
  { to: supplierReports.SPECIAL_REPORT_PAGE, title: 'Специальный отчёт' },
];

/** The supplier's reports: check lists and the special report (decision 0100). */
export function ReportsTabs() {
  return <SectionTabs tabs={TABS} label="Разделы отчётов" />;
}
