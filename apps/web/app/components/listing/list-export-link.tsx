import { listReportUrl } from '@agrolease/contracts/list-report';
import { useSearchParams } from 'react-router';
import { ExportButtons } from './export-buttons';

/**
 * «Выгрузить в Excel» of a list whose filters live in the address (decision 0184): the list call's
 * `/Report` with the page's own query less the paging, plus what the page fixes itself (`query`:
 * a status in the path, a wizard's step), so the file holds what the user filtered, every page.
 * `query` also gives the filters as the page read them: a value the page left out (a status it
 * does not know, typed into the address) is given empty and is not carried (decision 0189).
 */
export function ListExportLink({ path, query }: { path: string; query?: Record<string, string> }) {
  const [params] = useSearchParams();
  const merged = new URLSearchParams(params);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value) merged.set(name, value);
    else merged.delete(name);
  }
  return <ExportButtons xlsx={listReportUrl(path, merged)} />;
}
