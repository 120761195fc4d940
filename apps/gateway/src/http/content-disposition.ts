import { downloadFileName } from '@agrolease/domain';
import contentDispositionHeader from 'content-disposition';

/**
 * The Content-Disposition of every file the gateway sends (decision 0152). The name is never
 * the one a sender chose: it is the label's stem with the extension of the type the bytes
 * proved (`invoice.html` of PDF bytes → `invoice.pdf`), without control or bidirectional
 * characters. The `content-disposition` package writes it: an ASCII `filename` for old clients
 * and the exact name in RFC 5987 `filename*`, which every current browser prefers.
 */
export function contentDisposition(
  kind: 'inline' | 'attachment',
  file: { label: string; mimeType: string },
): string {
  return namedContentDisposition(kind, downloadFileName(file.label, file.mimeType));
}

/**
 * The Content-Disposition of a file the gateway names itself (a PDF it renders), written by the
 * `content-disposition` package all the same (decision 0181): no header is put together by hand.
 */
export function namedContentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return contentDispositionHeader(name, { type: kind, fallback });
}
