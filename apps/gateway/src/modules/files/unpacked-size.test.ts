import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../testing/zip-file.ts';
import { unpacksWithin } from './unpacked-size.ts';

const MB = 1024 * 1024;

describe('unpacksWithin', () => {
  it('passes a real workbook and a container that fits', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Чек-лист').addRow(['Пункт', 'Отметка']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(unpacksWithin(xlsx, MB)).toBe(true);
    const fits = zipOf([
      { name: 'a.xml', bytes: Buffer.alloc(600 * 1024, 7) },
      { name: 'b.xml', bytes: Buffer.alloc(400 * 1024, 8) },
    ]);
    expect(unpacksWithin(fits, MB)).toBe(true);
  });

  it('refuses a zip bomb, counting every entry, whatever the directory declares', () => {
    const bomb = zipOf([{ name: 'xl/sharedStrings.xml', bytes: Buffer.alloc(80 * MB), declaredSize: 1000 }]);
    expect(bomb.length).toBeLessThan(MB);
    expect(unpacksWithin(bomb, 64 * MB)).toBe(false);
    const spread = zipOf([
      { name: 'a.xml', bytes: Buffer.alloc(600 * 1024, 7) },
      { name: 'b.xml', bytes: Buffer.alloc(600 * 1024, 8) },
    ]);
    expect(unpacksWithin(spread, MB)).toBe(false);
  });

  it('refuses what is not a ZIP it can read', () => {
    expect(unpacksWithin(Buffer.from('%PDF-1.4\n%%EOF\n'), MB)).toBe(false);
    expect(unpacksWithin(Buffer.alloc(10), MB)).toBe(false);
    const cut = zipOf([{ name: 'a.xml', bytes: Buffer.alloc(1000, 1) }]);
    expect(unpacksWithin(cut.subarray(10), MB)).toBe(false);
  });
});
