import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Fields side by side: one column on a phone, two on a tablet, three on a wide screen. */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
    }}
  >
    {children}
  </Box>
);
