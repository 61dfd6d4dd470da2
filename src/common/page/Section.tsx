import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled part of a long form page (the member form, the business form). */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
