import { supplierDeliveries } from '@agrolease/contracts';
import { redirect } from 'react-router';

/** /cabinet/v2/supplier/deliveries/ opens its built tab, the shipping (decision 0090). */
export function loader() {
  return redirect(supplierDeliveries.SHIPPING_PAGE);
}
