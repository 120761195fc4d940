import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_ROW_LIMIT, listSheet, listWorkbook } from './list-workbook.ts';

describe('the list workbook (decision 0175)', () => {
  it('writes a bold header, the rows and the filters, and says when a list was cut at the limit', async () => {
    const rows = Array.from({ length: EXPORT_ROW_LIMIT + 5 }, (_, index) => ({
      n: index + 1,
      sum: index * 1.5,
    }));
    const bytes = await listWorkbook({
      title: 'Проверка',
      generatedAt: new Date('2026-11-29T10:00:00Z'),
      filters: [{ label: 'Состояние', value: 'Просроченные' }],
      sheets: [
        listSheet(
          'Строки',
          [
            { header: '№', width: 8, value: (row) => row.n },
            { header: 'Сумма, ₽', width: 12, value: (row) => row.sum, money: true },
          ],
          rows,
        ),
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Строки');
    expect(sheet?.getRow(1).values).toEqual([undefined, '№', 'Сумма, ₽']);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.rowCount).toBe(EXPORT_ROW_LIMIT + 1);
    expect(sheet?.getRow(3).getCell(2).value).toBe(1.5);
    expect(sheet?.getColumn(2).numFmt).toBe('# ##0.00');
    const about: string[] = [];
    workbook.getWorksheet('О выгрузке')?.eachRow((row) => {
      about.push((row.values as unknown[]).slice(1).join(': '));
    });
    expect(about[0]).toBe('Проверка');
    expect(about[1]).toBe('Сформирована: 29.11.2026, 13:00');
    expect(about[2]).toBe('Состояние: Просроченные');
    expect(about[3]).toBe(
      'Строки: первые 10\u00a0000\u00a0строк из 10\u00a0005: уточните фильтры, чтобы выгрузить остальные',
    );
  });
});
