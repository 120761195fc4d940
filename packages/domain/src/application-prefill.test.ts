import { describe, expect, it } from 'vitest';
import { applicationPrefill } from './application-prefill.ts';

describe('applicationPrefill', () => {
  const account = { personName: 'Иванов Иван Иванович', phone: '+79000000001', email: null };

  it('takes the contact from the account and the region and documents from the last application', () => {
    const last = {
      region: 'r-1',
      delivery_region: 'r-2',
      delivery_address: 'с. Покровка',
      charter_file: [12],
      statements_file: [13],
      other_file: [],
      contact_email: 'farm@example.ru',
      contact_name: 'Петров',
      revenue: 50_000_000,
      no_overdue_debt_ne: '1',
    };
    expect(applicationPrefill(account, last)).toEqual({
      region: 'r-1',
      charter_file: [12],
      statements_file: [13],
      contact_name: 'Иванов Иван Иванович',
      contact_phone: '+79000000001',
      contact_email: 'farm@example.ru',
    });
  });

  it('is the account alone for a first application', () => {
    expect(applicationPrefill(account, undefined)).toEqual({
      contact_name: 'Иванов Иван Иванович',
      contact_phone: '+79000000001',
      contact_email: null,
    });
  });
});
