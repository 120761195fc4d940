import { calculator, type GatewayClient, isGatewayError } from '@agrolease/contracts';
import type { TCalcOnProduct } from '@agrolease/contracts/calculator';

/**
 * The product page's lease estimate (CalcOnProduct), for the product page loader:
 * `estimate: await loadProductLeaseEstimate(getGateway(context), id)`. A product the
 * calculator cannot estimate gives null, so the page renders without the block.
 */
export async function loadProductLeaseEstimate(
  gateway: GatewayClient,
  productId: number,
): Promise<TCalcOnProduct | null> {
  try {
    return await gateway.call(calculator.calcOnProduct, { id_product: productId });
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) return null;
    throw error;
  }
}
