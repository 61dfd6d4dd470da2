import { CSV_BOM } from '../../../shared/csv';

/**
 * Hands CSV `text` to the browser as the download `name`: UTF-8 with a byte-order
 * mark, so spreadsheets show Gujarati names (members.csv, the job applicants).
 */
export function downloadCsv(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([CSV_BOM, text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
