import { describe, expect, it } from 'vitest';
import { checkDelivery, supplierApplicationState, supplierTodo } from './supplier-deliveries.ts';

describe("the supplier's view of an application", () => {
  it('follows the application until a deal exists, then the deal and the delivery', () => {
    expect(supplierApplicationState('submitted', null, null)).toBe('review');
    expect(supplierApplicationState('documents_requested', null, null)).toBe('review');
    expect(supplierApplicationState('approved', null, null)).toBe('approved');
    expect(supplierApplicationState('offer_rejected', null, null)).toBe('rejected');
    expect(supplierApplicationState('offer_accepted', 'contract', null)).toBe('contract');
    expect(supplierApplicationState('offer_accepted', 'shipment', 'shipped')).toBe('shipment');
    expect(supplierApplicationState('offer_accepted', 'shipment', 'delivered')).toBe('delivered');
    expect(supplierApplicationState('offer_accepted', 'closed', null)).toBe('delivered');
  });

  it('asks for the shipment, then for the delivery', () => {
    expect(supplierTodo('shipment', null).title).toBe('Отгрузите технику');
    expect(supplierTodo('shipment', 'shipped').title).toBe('Отметьте поставку');
    expect(supplierTodo('review', null).action).toBe(false);
  });
});

describe('recording a delivery', () => {
  const context = { today: '2026-11-25', contractDate: '2026-10-01', documentKinds: [] as string[] };

  it('is shipped with a shipment date, delivered with both dates and an acceptance document', () => {
    expect(checkDelivery({ shippedOn: '2026-11-20', deliveredOn: null }, context)).toEqual({
      status: 'shipped',
      problems: [],
    });
    expect(
      checkDelivery(
        { shippedOn: '2026-11-20', deliveredOn: '2026-11-24' },
        { ...context, documentKinds: ['upd'] },
      ),
    ).toEqual({ status: 'delivered', problems: [] });
  });

  it('refuses a delivery without the UPD or act, dates in the future or out of order', () => {
    const props = (shippedOn: string | null, deliveredOn: string | null, kinds: string[] = []) =>
      checkDelivery({ shippedOn, deliveredOn }, { ...context, documentKinds: kinds }).problems.map(
        (problem) => problem.prop,
      );
    expect(props('2026-11-20', '2026-11-24', ['waybill'])).toEqual(['documents']);
    expect(props('2026-11-26', null)).toEqual(['shipped_on']);
    expect(props('2026-09-20', null)).toEqual(['shipped_on']);
    expect(props('2026-11-20', '2026-11-19', ['act'])).toEqual(['delivered_on']);
    expect(props(null, '2026-11-19', ['act'])).toEqual(['shipped_on']);
    expect(props(null, null)).toEqual(['shipped_on']);
  });
});
