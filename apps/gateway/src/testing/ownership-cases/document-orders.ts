import { insertOrderFor } from '../cabinet-orders.ts';
import type { OwnershipCaseSet } from '../ownership.ts';

export const documentOrderOwnershipCases: OwnershipCaseSet = async ({ gateway }) => {
  const order = await insertOrderFor(gateway, 'client');
  return [
    {
      call: 'SetPSD id_CabinetOrder',
      send: (session) =>
        session.upload('/srv/SetPSD', {
          fields: {
            id_type: '3',
            PSDDeliveryType: '2',
            delivery_contact: 'Иванов Иван',
            delivery_contact_phone: '+79001234567',
            on_date: '01.12.2026',
            'id_CabinetOrder[]': [String(order.id)],
          },
        }),
    },
  ];
};
