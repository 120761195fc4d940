import type { ApplicationLine } from './queries.ts';

/** A line of an application as the application's and the deal's pages show it. */
export function toDealProduct(line: ApplicationLine) {
  const complect = line.complect.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    id_crmproduct: line.id,
    id_product: line.productId,
    title: line.title,
    quantity: line.quantity,
    price: line.price,
    sum: (line.price + complect) * line.quantity,
  };
}
