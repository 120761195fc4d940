import { supplierReports } from '@agrolease/contracts';
import { redirect } from 'react-router';

/** /cabinet/v2/supplier/reports/ opens its first tab, the check lists (decision 0100). */
export function loader() {
  return redirect(supplierReports.CHECK_LISTS_PAGE);
}
