import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicationCode,
  canMoveApplication,
  isApplicationFinished,
  isApplicationStatus,
} from './application-status.ts';
import { detectCabinetFileType } from './cabinet-upload.ts';
import { DEAL_STAGES, dealCode, nextDealStage } from './deal-stages.ts';

describe('application statuses', () => {
  it('lets a draft only be sent, and a sent one be decided', () => {
    expect(canMoveApplication('draft', 'submitted')).toBe(true);
    expect(canMoveApplication('draft', 'approved')).toBe(false);
    expect(canMoveApplication('submitted', 'approved')).toBe(true);
    expect(canMoveApplication('documents_requested', 'submitted')).toBe(true);
    expect(canMoveApplication('approved', 'offer_accepted')).toBe(true);
    expect(canMoveApplication('rejected', 'submitted')).toBe(false);
  });

  it('calls finished exactly the statuses nobody acts on any more', () => {
    const finished = APPLICATION_STATUSES.filter(isApplicationFinished);
    expect(finished).toEqual(['rejected', 'offer_accepted', 'offer_rejected']);
  });

  it('recognises its own values only', () => {
    expect(isApplicationStatus('approved')).toBe(true);
    expect(isApplicationStatus('archived')).toBe(false);
  });

  it('numbers codes with six digits', () => {
    expect(applicationCode(42)).toBe('З-000042');
    expect(dealCode(1234567)).toBe('Д-1234567');
  });
});

describe('deal stages', () => {
  it('walks the stages in order and stops at the last', () => {
    expect(nextDealStage('conditions')).toBe('contract');
    expect(nextDealStage(DEAL_STAGES[DEAL_STAGES.length - 1] ?? 'closed')).toBeUndefined();
  });
});

describe('cabinet uploads', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('tells PDF and images from their bytes whatever the name says', () => {
    expect(detectCabinetFileType(bytes(0x25, 0x50, 0x44, 0x46, 0x2d), 'scan.jpg')?.mime).toBe(
      'application/pdf',
    );
    expect(detectCabinetFileType(bytes(0xff, 0xd8, 0xff, 0xe0), 'x.pdf')?.mime).toBe('image/jpeg');
  });

  it('uses the name only to tell Word from Excel inside Office containers', () => {
    expect(detectCabinetFileType(bytes(0x50, 0x4b, 0x03, 0x04), 'Баланс.XLSX')?.extension).toBe('xlsx');
    expect(detectCabinetFileType(bytes(0x50, 0x4b, 0x03, 0x04), 'устав.docx')?.extension).toBe('docx');
    expect(
      detectCabinetFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'a.xls')?.extension,
    ).toBe('xls');
  });

  it('accepts a DER signature and refuses text or executables', () => {
    expect(detectCabinetFileType(bytes(0x30, 0x82, 0x05, 0x10), 'doc.sig')?.extension).toBe('sig');
    expect(detectCabinetFileType(new TextEncoder().encode('hello'), 'a.pdf')).toBeUndefined();
    expect(detectCabinetFileType(bytes(0x4d, 0x5a, 0x90, 0x00), 'a.docx')).toBeUndefined();
  });
});
