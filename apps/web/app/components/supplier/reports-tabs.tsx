import { CHECK_LISTS_PAGE, SPECIAL_REPORT_PAGE } from '@agrolease/contracts/supplier-reports-values';
import { SectionTabs } from '../cabinet/section-tabs';

const TABS = [
  { to: CHECK_LISTS_PAGE, title: 'Чек-листы' },
  { to: SPECIAL_REPORT_PAGE, title: 'Специальный отчёт' },
];

/** The supplier's reports: check lists and the special report (decision 0100). */
export function ReportsTabs() {
  return <SectionTabs tabs={TABS} label="Разделы отчётов" />;
}
