import { supplierContent } from '@agrolease/contracts';
import { redirect } from 'react-router';

/** /cabinet/v2/supplier/content/ opens the company card (decision 0111). */
export function loader() {
  return redirect(supplierContent.CONTENT_CARD_PAGE);
}
