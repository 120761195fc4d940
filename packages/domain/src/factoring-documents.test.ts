import { describe, expect, it } from 'vitest';
import {
  factoringAgreementNumber,
  factoringDocumentFileName,
  factoringHasDocuments,
} from './factoring-documents.ts';

describe('factoring documents', () => {
  it('exist for the registers sent to the factor, not for drafts or disputed ones', () => {
    expect(['sent', 'confirmed', 'financed', 'paid'].every(factoringHasDocuments)).toBe(true);
    expect(factoringHasDocuments('draft')).toBe(false);
    expect(factoringHasDocuments('disputed')).toBe(false);
  });

  it('numbers the agreement by the supplier and names files without slashes', () => {
    expect(factoringAgreementNumber(42)).toBe('ГДФ-000042');
    expect(factoringDocumentFileName('notice', 'Р-2026/040')).toBe(
      'Уведомление об уступке денежного требования по реестру Р-2026-040.pdf',
    );
    expect(factoringDocumentFileName('agreement', 'ГДФ-000042')).toBe(
      'Генеральный договор факторинга ГДФ-000042.pdf',
    );
  });
});
