import { describe, expect, it } from 'vitest';
import { downloadFileName, extensionOfType, FILE_LABEL_MAX_LENGTH, fileLabel } from './file-name.ts';

const PDF = 'application/pdf';
const RLO = '\u202e';
// biome-ignore lint/suspicious/noControlCharactersInRegex: a name without any of them
const VISIBLE_PDF_NAME = /^[^\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+\.pdf$/;

describe('fileLabel: what a sent file is shown as', () => {
  it.each([
    ['Счёт № 15.pdf', 'Счёт № 15.pdf'],
    [`invoice${RLO}fdp.exe`, 'invoicefdp.exe'],
    ['a\u0000b\u0007c\u001fd.pdf', 'abcd.pdf'],
    ['a\u007fb\u0080c\u009fd.pdf', 'abcd.pdf'],
    ['\u200eleft\u200f\u061c.pdf', 'left.pdf'],
    ['\u202aa\u202bb\u202cc\u202dd\u202ee.pdf', 'abcde.pdf'],
    ['\u2066a\u2067b\u2068c\u2069.pdf', 'abc.pdf'],
    ['line\r\nbreak\t.pdf', 'linebreak.pdf'],
    ['  many   spaces  .pdf ', 'many spaces .pdf'],
    ['Акт № ДЛ-2026/0412.pdf', 'Акт № ДЛ-2026/0412.pdf'],
    [`${RLO}\u200e\u0000`, ''],
    // NFC: й typed as и + combining breve is one character.
    ['\u0438\u0306.pdf', 'й.pdf'],
  ])('%j → %j', (name, label) => {
    expect(fileLabel(name)).toBe(label);
  });

  it('keeps at most 255 characters without splitting a surrogate pair', () => {
    const label = fileLabel(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(label)).toHaveLength(FILE_LABEL_MAX_LENGTH);
    expect(label.endsWith('😀')).toBe(true);
  });
});

describe('downloadFileName: the label with the extension the bytes proved', () => {
  it.each([
    ['invoice.html', PDF, 'invoice.pdf'],
    ['invoice.exe', PDF, 'invoice.pdf'],
    ['INVOICE.PDF', PDF, 'INVOICE.pdf'],
    ['invoice.pdf.exe', PDF, 'invoice.pdf'],
    ['invoice.pdf.pdf', PDF, 'invoice.pdf'],
    ['a.exe.pdf', PDF, 'a.exe.pdf'],
    [`invoice${RLO}fdp.exe`, PDF, 'invoicefdp.pdf'],
    [`photo${RLO}gpj.exe`, 'image/jpeg', 'photogpj.jpg'],
    ['скан паспорта', 'image/png', 'скан паспорта.png'],
    ['Договор от 01.02.2026', PDF, 'Договор от 01.02.2026.pdf'],
    ['Отчёт v2.1', PDF, 'Отчёт v2.1.pdf'],
    ['', PDF, 'file.pdf'],
    ['.pdf', PDF, 'file.pdf'],
    ['.htaccess', PDF, 'file.pdf'],
    ['...hidden.doc', PDF, 'hidden.pdf'],
    ['name. . .exe', PDF, 'name.pdf'],
    ['a<b>c:d"e|f?g*h.pdf', PDF, 'a_b_c_d_e_f_g_h.pdf'],
    ['..\\..\\boot.ini', PDF, '_.._boot.pdf'],
    ['../../etc/passwd', PDF, '_.._etc_passwd.pdf'],
    ['Акт № ДЛ-2026/0412', PDF, 'Акт № ДЛ-2026_0412.pdf'],
    ['table.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'table.xlsx'],
    ['ON_EMCHD_1.xml.sig', 'application/pkcs7-signature', 'ON_EMCHD_1.xml.sig'],
    ['report.csv', 'text/csv; charset=utf-8', 'report.csv'],
    ['mystery.pdf', 'application/x-unknown', 'mystery.bin'],
  ])('%j as %s → %j', (label, mime, name) => {
    expect(downloadFileName(label, mime)).toBe(name);
  });

  it('never ends in anything but the proven extension, whatever the label', () => {
    const labels = [
      'a.exe',
      'a.EXE ',
      'a.exe.',
      `a.exe${RLO}`,
      'a.exe\u0000.pdf',
      'a.pdf\u0000.exe',
      'a.svg',
      'a.HTML',
      'a.js',
    ];
    for (const label of labels) {
      const name = downloadFileName(label, PDF);
      expect(name).toMatch(VISIBLE_PDF_NAME);
    }
  });

  it('cuts a long stem and keeps the extension', () => {
    const name = downloadFileName(`${'я'.repeat(400)}.exe`, PDF);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(Array.from(name).length).toBeLessThanOrEqual(184);
  });
});

describe('extensionOfType', () => {
  it('knows the stored types and falls back to bin', () => {
    expect(extensionOfType('image/webp')).toBe('webp');
    expect(extensionOfType('APPLICATION/PDF')).toBe('pdf');
    expect(extensionOfType('text/html')).toBe('bin');
    expect(extensionOfType('')).toBe('bin');
  });
});
