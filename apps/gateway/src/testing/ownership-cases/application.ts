import { schema } from '@agrolease/db';
import { asc } from 'drizzle-orm';
import type { OwnershipCaseSet } from '../ownership.ts';

/** Rows of the ownership table for the application wizard's calls that take a draft's id. */
export const applicationOwnershipCases: OwnershipCaseSet = async ({ gateway, owner }) => {
  const [product] = await gateway.database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .orderBy(asc(schema.products.id))
    .limit(1);
  const [region] = await gateway.database.db
    .select({ fiasId: schema.regions.fiasId })
    .from(schema.regions)
    .limit(1);
  if (!product || !region) throw new Error('the demo catalogue is empty');
  const draft = await owner.post('/srv/CabinetApplicationWizard', {});
  const id = String((draft.json() as { wizard: { id_object: number } }).wizard.id_object);
  const set = await owner.post('/srv/CabinetApplicationSetProducts', {
    id_object: id,
    [`quantity[${product.id}]`]: '1',
  });
  const row = String((set.json() as { products: { id_row: number }[] }).products[0]?.id_row);
  return [
    {
      call: 'CabinetApplicationWizard',
      send: (session) => session.post('/srv/CabinetApplicationWizard', { id_object: id }),
    },
    {
      call: 'CabinetApplicationWizard/GetShippingCost',
      send: (session) =>
        session.post('/srv/CabinetApplicationWizard/GetShippingCost', {
          id_object: id,
          delivery_region: region.fiasId,
        }),
    },
    {
      call: 'CabinetApplicationSetProducts',
      send: (session) =>
        session.post('/srv/CabinetApplicationSetProducts', {
          id_object: id,
          [`quantity[${product.id}]`]: '2',
        }),
    },
    {
      call: 'CabinetApplicationUnSetProducts',
      send: (session) => session.put('/srv/CabinetApplicationUnSetProducts', { id_object: id, id_row: row }),
    },
  ];
};
