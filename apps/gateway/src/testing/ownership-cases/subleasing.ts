import { subleasing } from '@agrolease/contracts';
import { insertOrderFor } from '../cabinet-orders.ts';
import type { OwnershipCase, OwnershipCaseSet } from '../ownership.ts';

/** Each wizard by its order alone and by its object: another client's is 404. */
export const subleasingOwnershipCases: OwnershipCaseSet = async ({ gateway, owner }) => {
  const order = await insertOrderFor(gateway, 'client');
  const cases: OwnershipCase[] = [];
  const first = {
    request: { sublessee_inn: '7707083893', sublessee_title: 'ООО «Нива»' },
    notification: { sublessee_inn: '7707083893', sublessee_title: 'ООО «Нива»' },
    confirmation: { contract_number: 'СЛ-1', contract_date: '01.11.2026', term_months: '12' },
  };
  for (const [kind, path] of Object.entries(subleasing.SUBLEASING_PATHS) as [keyof typeof first, string][]) {
    const saved = await owner.post(`/srv${path}`, {
      id_order: String(order.id),
      action: 'save',
      step: '1',
      ...first[kind],
    });
    const id = String(saved.json().wizard.id_object);
    cases.push(
      {
        call: `${path.slice(1)} id_order`,
        send: (session) => session.post(`/srv${path}`, { id_order: String(order.id) }),
      },
      {
        call: `${path.slice(1)} id_object`,
        send: (session) => session.post(`/srv${path}`, { id_order: String(order.id), id_object: id }),
      },
    );
  }
  return cases;
};
