import { isGatewayError, supplier } from '@agrolease/contracts';
import { type AppLoadContext, data } from 'react-router';
import { getGateway } from '../../../lib/gateway.server';
import { listPage } from '../../../lib/list-page';

/**
 * The supplier's machines for the products tabs (decision 0086), or what unlocks them: a supplier
 * not accredited gets the guard's 403 text.
 */
export async function loadSupplierProducts(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const page = listPage(url);
  const query = (url.searchParams.get('query') ?? '').slice(0, 200);
  try {
    const list = await getGateway(context).call(supplier.supplierCRMProducts, { page, query });
    return { list, locked: null };
  } catch (error) {
    if (isGatewayError(error) && error.status === 403)
      return { list: null, locked: error.reply.error_message };
    if (isGatewayError(error) && error.status === 400) throw data(null, { status: 404 });
    throw error;
  }
}
