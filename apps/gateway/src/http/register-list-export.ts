import { type CallDef, listReportPath } from '@agrolease/contracts';
import { formatMoscowDate, formatMoscowDateTime } from '@agrolease/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_ROW_LIMIT,
  type ListColumn,
  listSheet,
  listWorkbook,
  XLSX_MIME,
} from '../xlsx/list-workbook.ts';
import { type CallHandler, registerCall } from './register-call.ts';
import { sendAttachment } from './send-attachment.ts';
import { checkedSchema, leaveOutUnknownChoices } from './unknown-choices.ts';

/** A row of a list call's reply: an element of its `items`. */
export type RowOf<C extends CallDef> =
  z.output<C['reply']> extends { items: readonly (infer R)[] } ? R : never;

/** How a list's filter reads in «О выгрузке»: its name, and its values' names where they are codes. */
export interface ExportFilter {
  label: string;
  values?: Record<string, string>;
}

/** What a list's XLSX holds (decision 0184): its title, sheet, columns and the filters' names. */
export interface ListExport<Row> {
  /** «Заявки на лизинг»: the file's first line in «О выгрузке». */
  title: string;
  /** The file's name without the day and extension: «Заявки» → «Заявки 29.11.2026.xlsx». */
  file: string;
  sheet?: string;
  columns: readonly ListColumn<Row>[];
  /** The filters of the list's query by name; a parameter not named here is not shown. */
  filters?: Record<string, ExportFilter>;
  /** The rows of one reply; `reply.items` unless said. */
  rows?: (reply: never) => readonly Row[];
}

/** A day of a list as its cell: «29.11.2026», empty when none. */
export const cellDay = (value: string | null | undefined): string =>
  value ? formatMoscowDate(value, '') : '';

/** A moment of a list as its cell, Moscow time: «29.11.2026, 10:30». */
export const cellTime = (value: string | null | undefined): string =>
  value ? formatMoscowDateTime(value, '') : '';

/** A yes/no cell. */
export const cellYes = (value: boolean): string => (value ? 'да' : 'нет');

type Reply = {
  items?: unknown[];
  count?: number;
  count_collection?: number;
  pages?: number;
  paging?: { totalItems: number; paginator: { pages: number } };
};

function queryShape(def: CallDef): Record<string, z.ZodType> {
  const query = def.query;
  return query instanceof z.ZodObject ? (query.shape as Record<string, z.ZodType>) : {};
}

/**
 * The most rows a page of the list gives: the maximum of its `items_per_page` (decision 0184: a
 * file is read in the list's largest pages), none when the list has no page size.
 */
function largestPage(shape: Record<string, z.ZodType>): number | undefined {
  const size = shape.items_per_page;
  if (!size) return undefined;
  const inner = checkedSchema(size);
  return inner instanceof z.ZodNumber && Number.isFinite(inner.maxValue)
    ? (inner.maxValue as number)
    : undefined;
}

function describeFilters(
  spec: ListExport<unknown>,
  raw: Record<string, unknown>,
): { label: string; value: string }[] {
  return Object.entries(spec.filters ?? {}).flatMap(([key, filter]) => {
    const value = raw[key];
    if (value === undefined || value === null || value === '' || value === 'all') return [];
    const text = String(value);
    const shown = filter.values?.[text] ?? (/^\d{4}-\d{2}-\d{2}$/.test(text) ? formatMoscowDate(text) : text);
    return [{ label: filter.label, value: shown }];
  });
}

/**
 * A list call and its XLSX (decision 0184): the call as `registerCall` registers it, and
 * `GET <path>/Report` with the same query less the paging, answered by the same handler — so the
 * file has the list's filters, its rights (role, company) and its order — walked page by page up
 * to EXPORT_ROW_LIMIT rows, written by `listWorkbook` and sent by `sendAttachment`.
 */
export function registerListWithExport<C extends CallDef, Row>(
  app: FastifyInstance,
  def: C,
  spec: ListExport<Row>,
  handler: CallHandler<C>,
): void {
  registerCall(app, def, handler);
  const shape = queryShape(def);
  const pageSize = largestPage(shape);
  app.withTypeProvider<ZodTypeProvider>().get(
    listReportPath(def),
    {
      schema: {
        summary: `${def.summary} — every page as XLSX, with the same filters`,
        tags: [def.group],
        // The list's own query: its filters and rules; a page given is ignored (every page is read).
        querystring: def.query ?? z.object({}),
      },
      // A status the list does not know is left out, as its page leaves it out (decision 0189).
      preValidation: leaveOutUnknownChoices(def.query),
    },
    async (request, reply) => {
      const filters = request.query as Record<string, unknown>;
      const rows: Row[] = [];
      let total = 0;
      for (let page = 1; ; page += 1) {
        const input = {
          ...filters,
          ...('page' in shape ? { page } : {}),
          ...(pageSize ? { items_per_page: pageSize } : {}),
        };
        const answer = (await handler(input as never, request, reply)) as Reply;
        const items = (spec.rows ? spec.rows(answer as never) : (answer.items ?? [])) as Row[];
        rows.push(...items);
        total = answer.count ?? answer.count_collection ?? answer.paging?.totalItems ?? rows.length;
        const pages = answer.pages ?? answer.paging?.paginator.pages;
        const more =
          'page' in shape &&
          items.length > 0 &&
          rows.length < total &&
          rows.length < EXPORT_ROW_LIMIT &&
          (pages === undefined || page < pages);
        if (!more) break;
      }
      const now = app.adapters.clock.now();
      const bytes = await listWorkbook({
        title: spec.title,
        generatedAt: now,
        filters: describeFilters(spec as ListExport<unknown>, filters),
        sheets: [listSheet(spec.sheet ?? spec.file, spec.columns, rows, total)],
      });
      return sendAttachment(
        reply,
        'attachment',
        { label: `${spec.file} ${formatMoscowDate(now)}`, mimeType: XLSX_MIME },
        bytes,
      );
    },
  );
}
