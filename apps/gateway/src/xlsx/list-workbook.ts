import { countRu, formatMoscowDateTime, formatNumberRu } from '@agrolease/domain';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The most rows one list export writes (decision 0175): enough for any client's, agent's or
 * supplier's list, and a bound on a back-office queue's file (about 2 MB, a second to write). A
 * longer list is cut, and the file's «О выгрузке» sheet says so and asks for narrower filters.
 */
export const EXPORT_ROW_LIMIT = 10_000;

type Cell = string | number | null;
const LINE = ['строка', 'строки', 'строк'] as const;

/** A column of a list sheet: its header, width in characters and how a row gives its cell. */
export interface ListColumn<Row> {
  header: string;
  width: number;
  value: (row: Row) => Cell;
  /** Roubles: grouped digits with kopecks. */
  money?: boolean;
}

export interface ListSheet {
  name: string;
  columns: readonly { header: string; width: number; money?: boolean }[];
  rows: readonly Cell[][];
  /** Rows the list had before the limit; more than `rows` when it was cut. */
  total: number;
}

/**
 * One sheet of a list: its rows turned into cells now, at most EXPORT_ROW_LIMIT of them; `total`
 * is the list's length when the caller read only its first EXPORT_ROW_LIMIT rows.
 */
export function listSheet<Row>(
  name: string,
  columns: readonly ListColumn<Row>[],
  rows: readonly Row[],
  total = rows.length,
): ListSheet {
  return {
    name,
    columns,
    rows: rows.slice(0, EXPORT_ROW_LIMIT).map((row) => columns.map((column) => column.value(row))),
    total: Math.max(total, rows.length),
  };
}

export interface ListWorkbook {
  /** What the file is: «Платежи по договорам лизинга». */
  title: string;
  generatedAt: Date;
  /** The filters the page had, as the user read them: «Состояние: Просроченные». */
  filters?: readonly { label: string; value: string }[];
  sheets: readonly ListSheet[];
}

/**
 * Every list export of the gateway writes its XLSX here (decision 0175): one sheet per list with
 * a bold frozen header row, money columns formatted, and a last sheet «О выгрузке» with the
 * title, the time it was made, the filters applied and, when a list was cut, how much.
 */
export async function listWorkbook(book: ListWorkbook): Promise<Buffer> {
  // Loaded with the first workbook: a worker that writes none does not hold exceljs (decision 0172).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Агролизинг';
  workbook.created = book.generatedAt;
  for (const list of book.sheets) {
    const sheet = workbook.addWorksheet(list.name);
    sheet.columns = list.columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of list.rows) sheet.addRow(row);
    list.columns.forEach((column, index) => {
      if (column.money) sheet.getColumn(index + 1).numFmt = '# ##0.00';
    });
  }
  const about = workbook.addWorksheet('О выгрузке');
  about.columns = [
    { key: 'label', width: 28 },
    { key: 'value', width: 60 },
  ];
  about.addRow([book.title]).font = { bold: true };
  about.addRow(['Сформирована', formatMoscowDateTime(book.generatedAt)]);
  for (const filter of book.filters ?? []) about.addRow([filter.label, filter.value]);
  for (const list of book.sheets) {
    const cut = list.total > list.rows.length;
    about.addRow([
      list.name,
      cut
        ? `первые ${countRu(list.rows.length, LINE)} из ${formatNumberRu(list.total)}: уточните фильтры, чтобы выгрузить остальные`
        : countRu(list.total, LINE),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
