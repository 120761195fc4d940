import { detectOfferFileType, type TOfferFileType } from './commercial-offer-request.ts';

/**
 * Files a cabinet user may upload (SetFile, complaints, document orders, contracts):
 * PDF, images, Office documents and detached signatures, recognised from the leading bytes
 * (ARCHITECTURE.md §6), never from the name. The size limit is the same 15 MB.
 */
export const CABINET_FILE_LIMIT_BYTES = 15_728_640;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(head: Uint8Array, bytes: readonly number[]): boolean {
  return bytes.every((byte, index) => head[index] === byte);
}

const OFFICE_BY_EXTENSION: Record<string, TOfferFileType> = {
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  doc: { mime: 'application/msword', extension: 'doc' },
  xls: { mime: 'application/vnd.ms-excel', extension: 'xls' },
};

/**
 * The type of an uploaded file from its first bytes; the name only tells Word from Excel
 * among Office containers, whose bytes are alike. Undefined for anything not accepted.
 */
export function detectCabinetFileType(head: Uint8Array, fileName: string): TOfferFileType | undefined {
  const known = detectOfferFileType(head);
  if (known) return known;
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(head, ZIP)) return OFFICE_BY_EXTENSION[extension === 'xlsx' ? 'xlsx' : 'docx'];
  if (startsWith(head, OLE)) return OFFICE_BY_EXTENSION[extension === 'xls' ? 'xls' : 'doc'];
  // A DER-encoded CMS signature (.sig, .p7s) opens with a SEQUENCE of long length.
  if (head[0] === 0x30 && (head[1] === 0x82 || head[1] === 0x83 || head[1] === 0x80)) {
    return { mime: 'application/pkcs7-signature', extension: 'sig' };
  }
  return undefined;
}

export const CABINET_FILE_TYPES_TEXT = 'PDF, JPEG, PNG, WebP, Word, Excel или файл подписи';
