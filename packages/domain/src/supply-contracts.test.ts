import { describe, expect, it } from 'vitest';
import { LESSOR } from './company-requisites.ts';
import { FACTORING_AGENT } from './factoring-documents.ts';
import { supplyContractNumber, supplyContractState, supplyDeliveryTerms } from './supply-contracts.ts';

describe('supply contracts (decision 0107)', () => {
  it('follow the delivery', () => {
    expect(supplyContractState('awaiting')).toBe('signed');
    expect(supplyContractState('shipped')).toBe('shipping');
    expect(supplyContractState('delivered')).toBe('fulfilled');
  });

  it("are numbered by the lease contract's supply number, or after the lease contract", () => {
    expect(supplyContractNumber('П-2026/0631-01', 'ДЛ-2026/0631')).toBe('П-2026/0631-01');
    expect(supplyContractNumber(' ', 'ДЛ-2026/0631')).toBe('ДП-2026/0631');
  });

  it('name the planned shipment date in the terms', () => {
    expect(supplyDeliveryTerms('2026-12-05')[0]).toBe('Срок поставки — не позднее 05.12.2026.');
    expect(supplyDeliveryTerms(null)[0]).toContain('30 календарных дней');
  });

  it('share the lessor with the factoring documents', () => {
    expect(FACTORING_AGENT).toBe(LESSOR);
    expect(LESSOR.inn).toBe('7704221591');
  });
});
