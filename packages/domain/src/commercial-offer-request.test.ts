import { describe, expect, it } from 'vitest';
import { detectOfferFileType, normaliseKpPhone } from './commercial-offer-request.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('commercial offer file type', () => {
  it('recognises PDF, PNG, JPEG and WebP from their first bytes', () => {
    expect(detectOfferFileType(ascii('%PDF-1.7\n'))?.mime).toBe('application/pdf');
    expect(detectOfferFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.extension).toBe(
      'png',
    );
    expect(detectOfferFileType(bytes(0xff, 0xd8, 0xff, 0xe0))?.mime).toBe('image/jpeg');
    expect(detectOfferFileType(ascii('RIFF\u0001\u0002\u0003\u0004WEBPVP8 '))?.mime).toBe('image/webp');
  });

  it('refuses anything else, including a truncated signature', () => {
    expect(detectOfferFileType(ascii('<html>%PDF-'))).toBeUndefined();
    expect(detectOfferFileType(ascii('%PD'))).toBeUndefined();
    expect(detectOfferFileType(ascii('PK\u0003\u0004'))).toBeUndefined();
    expect(detectOfferFileType(new Uint8Array())).toBeUndefined();
  });
});

describe('commercial offer phone', () => {
  it('accepts +7 and ten digits, with separators dropped', () => {
    expect(normaliseKpPhone('+79123456789')).toBe('+79123456789');
    expect(normaliseKpPhone('+7 (912) 345-67-89')).toBe('+79123456789');
  });

  it('refuses other prefixes and lengths', () => {
    for (const phone of ['89123456789', '79123456789', '+7912345678', '+791234567890', '+7912345678a', '']) {
      expect(normaliseKpPhone(phone)).toBeUndefined();
    }
  });
});
