import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAgentCommissionPaidInput, ZNextStageInput } from './backoffice.ts';
import { getCabinetApplications } from './cabinet.ts';
import { ZCalcParams } from './calculator.ts';
import { backofficePartnerLetters } from './partner-letters.ts';
import { ZRecordIncomingBody } from './payments.ts';
import { backofficeSecurityLog } from './security-log.ts';
import { ZDeliverySaveInput } from './supplier-deliveries.ts';

/**
 * Every day a call takes is a day of the calendar: 2026-02-31 used to pass where the check was
 * `Date.parse` (JavaScript rolls it over to 3 March) and reach the database or a schedule.
 */
const DAY_FIELDS: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['the applications filter', getCabinetApplications.query as z.ZodType, {}, 'appdatefrom'],
  ['the partner letters filter', backofficePartnerLetters.query as z.ZodType, {}, 'from'],
  ['the security log filter', backofficeSecurityLog.query as z.ZodType, {}, 'to'],
  ['a delivery', ZDeliverySaveInput, { id_object: '1' }, 'shipped_on'],
  [
    'an incoming payment',
    ZRecordIncomingBody,
    { contract: 'ДЛ-1', number: '1', sum: '100', inn: '' },
    'date',
  ],
  [
    'a deal moved to shipment',
    ZNextStageInput,
    { id_object: '1', stage: 'shipment' },
    'date_planned_shipment',
  ],
  ['a paid commission', ZAgentCommissionPaidInput, { id_object: '1', payment_order: '5' }, 'paid_on'],
  ['the calculator', ZCalcParams, {}, 'date_start'],
];

describe.each(DAY_FIELDS)('the day of %s', (_name, schema, rest, field) => {
  const issuesOf = (day: string) => {
    const result = schema.safeParse({ ...rest, [field]: day });
    return result.success ? [] : result.error.issues.filter((issue) => issue.path.join('.') === field);
  };

  it('takes a day of the calendar', () => {
    expect(issuesOf('2026-02-28')).toEqual([]);
    expect(issuesOf('2028-02-29')).toEqual([]);
  });

  it('refuses a day the calendar has not, in Russian', () => {
    for (const day of ['2026-02-31', '2026-02-29', '2026-13-01', '2026-04-31']) {
      expect(issuesOf(day).map((issue) => issue.message)).toEqual(['Такого дня нет в календаре']);
    }
  });
});
