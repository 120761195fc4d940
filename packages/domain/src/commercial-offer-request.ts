/**
 * Rules of the /kp/ request (a calculation from a supplier's commercial offer): the phone
 * format of that form (spec 1 §5: plus 7 followed by exactly ten digits) and the file types
 * accepted, recognised from the file's first bytes, never from its name.
 */

export const KP_FILE_LIMIT_BYTES = 15_728_640;

export type TOfferFileType = { mime: string; extension: string };

const SIGNATURES: readonly { bytes: readonly (number | null)[]; type: TOfferFileType }[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mime: 'application/pdf', extension: 'pdf' } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { mime: 'image/png', extension: 'png' } },
  { bytes: [0xff, 0xd8, 0xff], type: { mime: 'image/jpeg', extension: 'jpg' } },
  {
    // RIFF????WEBP
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
    type: { mime: 'image/webp', extension: 'webp' },
  },
];

/** PDF, PNG, JPEG or WebP by the file's leading bytes; undefined for anything else. */
export function detectOfferFileType(head: Uint8Array): TOfferFileType | undefined {
  return SIGNATURES.find(({ bytes }) =>
    bytes.every((byte, index) => index < head.length && (byte === null || head[index] === byte)),
  )?.type;
}
