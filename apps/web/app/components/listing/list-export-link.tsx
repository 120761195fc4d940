import { listReportUrl } from '@agrolease/contracts/list-report';
import { useSearchParams } from 'react-router';
import { ExportButtons } from './export-buttons';

/**
 * «Выгрузить в Excel» of a list whose filters live in the address (decision 0184): the list call's
 * `/Report` with the page's own query less the paging, plus what the page fixes itself (`query`:
 * a status in the path, a wizard's step), so the file holds what the user filtered, every page.
 */
export function ListExportLink({ path, query }: { path: string; query?: Record<string, string> }) {
  const [params] = useSearchParams();
  const merged = new URLSearchParams(params);
  for (const [name, value] of Object.entries(query ?? {})) merged.set(name, value);
  return <ExportButtons xlsx={listReportUrl(path, merged)} />;
}
