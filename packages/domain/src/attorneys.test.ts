import { describe, expect, it } from 'vitest';
import { attorneyStatusOf, checkAttorneyDetails, openableAttorneyStep } from './attorneys.ts';

const today = '2026-11-25';
const scan = {
  id_contact: 5,
  attorney_type: 'scan',
  canCSPAttorneyNumber: '15/2026',
  canCSPDate: '24.11.2026',
  canCSPDateExpired: '2027-11-24',
  customPosition: 'Агроном',
};

describe('attorney details', () => {
  it('accepts a paper attorney and writes its dates as yyyy-mm-dd', () => {
    expect(checkAttorneyDetails(scan, today)).toEqual({
      errors: [],
      details: {
        contactId: 5,
        kind: 'scan',
        number: '15/2026',
        issuedOn: '2026-11-24',
        expiresOn: '2027-11-24',
        position: 'Агроном',
        representativeInn: '',
        representativeSnils: '',
      },
    });
  });

  it('names every field that is wrong', () => {
    const { errors } = checkAttorneyDetails(
      {
        attorney_type: 'm4d',
        m4d_number: '15/2026',
        canCSPDate: '26.11.2026',
        canCSPDateExpired: '31.02.2027',
        inn: '123',
      },
      today,
    );
    expect(errors.map((error) => error.prop)).toEqual([
      'id_contact',
      'm4d_number',
      'canCSPDate',
      'canCSPDateExpired',
      'customPosition',
      'inn',
      'snils',
    ]);
  });

  it('refuses an expired term and one ending before it starts', () => {
    expect(
      checkAttorneyDetails({ ...scan, canCSPDateExpired: '20.11.2026', canCSPDate: '01.11.2026' }, today)
        .errors,
    ).toEqual([{ prop: 'canCSPDateExpired', error: 'Срок действия истёк 20.11.2026' }]);
    expect(
      checkAttorneyDetails({ ...scan, canCSPDateExpired: '01.11.2026' }, today).errors[0]?.error,
    ).toMatch(/позже даты выдачи/);
  });

  it('shows an active attorney past its term as expired, and opens only reached steps', () => {
    expect(attorneyStatusOf({ status: 'active', expiresOn: '2026-11-24' }, today)).toBe('expired');
    expect(attorneyStatusOf({ status: 'revoked', expiresOn: '2027-01-01' }, today)).toBe('revoked');
    expect(openableAttorneyStep(3, 2)).toBe(2);
    expect(openableAttorneyStep(undefined, 3)).toBe(3);
  });
});
