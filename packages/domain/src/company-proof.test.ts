import { describe, expect, it } from 'vitest';
import {
  actsForCompany,
  detachedNote,
  missingProofDocuments,
  requiredProofDocuments,
} from './company-proof.ts';

describe('company proof rules', () => {
  it('asks the head for the register extract and the appointment, anyone else for an attorney too', () => {
    expect(requiredProofDocuments(true)).toEqual(['register-extract', 'head-appointment']);
    expect(requiredProofDocuments(false)).toEqual(['register-extract', 'head-appointment', 'attorney']);
  });

  it('names the documents still missing', () => {
    expect(missingProofDocuments(false, ['register-extract'])).toEqual(['head-appointment', 'attorney']);
    expect(missingProofDocuments(true, ['head-appointment', 'register-extract'])).toEqual([]);
  });

  it('lets only a confirmed account act for its company', () => {
    expect(actsForCompany({ companyStatus: 'confirmed' })).toBe(true);
    expect(actsForCompany({ companyStatus: 'unconfirmed' })).toBe(false);
    expect(actsForCompany({ companyStatus: 'detached' })).toBe(false);
  });

  it('tells a detached account who proved the company and how', () => {
    const note = detachedNote({ companyTitle: 'ООО «Нива»', inn: '3662000015', method: 'certificate' });
    expect(note).toContain('ООО «Нива» (ИНН 3662000015)');
    expect(note).toContain('электронной подписью руководителя');
    expect(
      detachedNote({ companyTitle: 'ООО «Нива»', inn: '3662000015', method: 'attorney-certificate' }),
    ).toContain('подтвердил другой пользователь электронной подписью представителя по МЧД');
    expect(detachedNote({ companyTitle: 'ООО «Нива»', inn: '3662000015', method: 'documents' })).toContain(
      'документами, проверенными менеджером',
    );
  });
});
