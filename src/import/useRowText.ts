import { useTranslate } from 'react-admin';
import { useServerText } from '../providers/serverText';
import type { ImportRow } from './types';

/** What a row's outcome, problems and reasons say, in the administrator's language. */
export function useRowText() {
  const translate = useTranslate();
  const say = useServerText();
  const outcome = (row: ImportRow) =>
    translate(`app.import.outcomes.${row.outcome}`, {
      line: row.other?.line ?? '',
      name: row.other?.name ?? '',
    });
  const problems = (row: ImportRow) =>
    row.problems.map((p) => say({ message: p.message ?? p.code, code: p.code, params: p.params }));
  /** What to look at that does not keep the row out. */
  const notices = (row: ImportRow) =>
    (row.notices ?? []).map((p) =>
      say({ message: p.message ?? p.code, code: p.code, params: p.params }),
    );
  const reasons = (row: ImportRow) =>
    row.reasons.map((r) => translate(`app.duplicates.reasons.${r}`, { _: r }));
  /** Why a row was left out: its problems, its failure, or that it was not accepted. */
  const whyLeftOut = (row: ImportRow) => {
    if (row.status === 'failed' && row.reason)
      return say({ message: row.reason, code: row.reason });
    const listed = problems(row);
    if (listed.length) return listed.join('; ');
    if (row.outcome === 'in_directory' || row.outcome === 'possible_duplicate') return outcome(row);
    return translate('app.import.not_accepted');
  };
  return { outcome, problems, notices, reasons, whyLeftOut };
}
