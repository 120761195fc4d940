import { supplier } from '@agrolease/contracts';
import { redirect } from 'react-router';

/** /cabinet/v2/supplier/products/ opens its first tab, the nomenclature (decision 0086). */
export function loader() {
  return redirect(supplier.NOMENCLATURE_PAGE);
}
