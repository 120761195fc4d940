/**
 * A Content-Disposition header for a file whose name may be Cyrillic: an ASCII fallback
 * and the exact name in RFC 5987 encoding, which every current browser prefers.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
