import { describe, expect, it } from 'vitest';
import { detectOfferFileType } from './commercial-offer-request.ts';

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
