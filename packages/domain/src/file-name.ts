/**
 * Names of files people send (decision 0152). The name a sender chose is only a label: it is
 * shown, never trusted. The name a file is downloaded under ends with the extension of the type
 * its bytes proved, so PDF bytes named `invoice.html` download as `invoice.pdf`, and nothing in
 * a name can make it read differently from what it is.
 */

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls: marks U+200E/U+200F and
 * U+061C, embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069. The right-to-left
 * override makes `invoice‮fdp.exe` show as `invoiceexe.pdf`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Characters no file system takes in a name (Windows' list, the strictest). */
const RESERVED_IN_NAMES = /[<>:"/\\|?*]/g;

/** A label longer than this is cut (the columns keep 255). */
export const FILE_LABEL_MAX_LENGTH = 255;

/** The stem of a download name is cut to this, leaving room for the extension. */
const DOWNLOAD_STEM_MAX_LENGTH = 180;

/** The extension of each type the gateway stores or sends; anything else downloads as `.bin`. */
export const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/pkcs7-signature': 'sig',
  'application/xml': 'xml',
  'text/csv': 'csv',
};

/** `application/pdf; charset=…` → `pdf`; an unknown type → `bin`. */
export function extensionOfType(mimeType: string): string {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return EXTENSION_OF_TYPE[type] ?? 'bin';
}

/** Cuts to at most `max` characters without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? characters.slice(0, max).join('') : text;
}

/**
 * The label of a sent file as people see it: without control and bidirectional characters,
 * spaces collapsed, at most 255 characters. May be '' (nothing left). Slashes stay: a label is
 * only shown (`№ ДЛ-2026/0412`); the download name replaces them.
 */
export function fileLabel(name: string): string {
  const visible = name.normalize('NFC').replace(HIDDEN_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  return cut(visible, FILE_LABEL_MAX_LENGTH).trim();
}

/** A trailing `.ext` as people use extensions: 1–8 Latin letters or digits, at least one letter. */
const EXTENSION = /\.(?=[a-z0-9]{0,7}[a-z])[a-z0-9]{1,8}$/i;

/**
 * The name a file is downloaded under: its label's stem and the extension of the type its bytes
 * proved. `invoice.html` of PDF bytes → `invoice.pdf`, `invoice.pdf.exe` → `invoice.pdf`,
 * `Договор от 01.02.2026` → `Договор от 01.02.2026.pdf`, an empty label → `file.pdf`.
 */
export function downloadFileName(label: string, mimeType: string): string {
  const extension = extensionOfType(mimeType);
  let stem = fileLabel(label).replace(RESERVED_IN_NAMES, '_').replace(EXTENSION, '');
  // `report.pdf.exe`: the stem's own `.pdf` is the proven one already.
  if (stem.toLowerCase().endsWith(`.${extension}`)) stem = stem.slice(0, -(extension.length + 1));
  // Leading dots hide a file; trailing dots and spaces are dropped by Windows.
  stem = cut(stem.replace(/^[\s.]+|[\s.]+$/g, ''), DOWNLOAD_STEM_MAX_LENGTH).replace(/[\s.]+$/, '');
  return `${stem || 'file'}.${extension}`;
}
