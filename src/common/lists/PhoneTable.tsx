import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Names each cell after its column (`data-label`), so that on a phone a row can
 * show as a card of labelled lines. Kept up to date as rows change.
 */
function labelCells(root: HTMLElement) {
  for (const table of root.querySelectorAll('table')) {
    const head = table.tHead?.rows[0];
    if (!head) continue;
    const labels = [...head.cells].map((th) => th.textContent?.trim() ?? '');
    for (const body of table.tBodies)
      for (const row of body.rows)
        [...row.cells].forEach((cell, i) => {
          const label = labels[i] ?? '';
          if (cell.dataset.label !== label) cell.dataset.label = label;
        });
  }
}

/** On a phone a table row reads as a card: one labelled line per column, the buttons last. */
const phoneRows = {
  '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
  '& thead': { display: 'none' },
  '& tbody tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
  '& tbody td': {
    display: 'flex',
    // MUI reverses right-aligned cells (numbers, the buttons); a card line reads label first.
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 2,
    border: 0,
    py: 0.5,
    px: 2,
    minHeight: 0,
    textAlign: 'right',
    overflowWrap: 'anywhere',
  },
  '& tbody td::before': {
    content: 'attr(data-label)',
    color: 'text.secondary',
    fontSize: '0.8125rem',
    textAlign: 'left',
    flexShrink: 0,
    maxWidth: '45%',
  },
  '& tbody td[data-label=""]::before': { content: 'none' },
  // The row's buttons: together at the end, without a label.
  '& tbody td:last-of-type': { justifyContent: 'flex-end' },
  '& tbody td:last-of-type::before': { content: 'none' },
} as const;

/**
 * Every list's table: a table from 600px up (scrolling sideways if it must),
 * below it one card per row with its buttons, never wider than the screen.
 */
export const PhoneTable = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useLayoutEffect(() => {
    const root = ref.current;
    if (!phone || !root) return;
    labelCells(root);
    const observer = new MutationObserver(() => labelCells(root));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [phone]);
  return (
    <Box ref={ref} sx={phone ? phoneRows : { overflowX: 'auto' }}>
      {children}
    </Box>
  );
};
