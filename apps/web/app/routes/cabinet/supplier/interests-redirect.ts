import { supplierLeads } from '@agrolease/contracts';
import { redirect } from 'react-router';

/** /cabinet/v2/supplier/interests (routes.tsv) is the products section's tab (decision 0106). */
export function loader() {
  return redirect(supplierLeads.INTERESTS_PAGE);
}
