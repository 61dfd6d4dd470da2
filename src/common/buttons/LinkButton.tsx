import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface Props {
  to: string;
  /** Translation key of the button's text. */
  label: string;
  /** The label's options (`{ smart_count: 12 }` for "12 images"). */
  labelOptions?: Record<string, unknown>;
  icon?: ReactElement;
  variant?: 'text' | 'outlined' | 'contained';
}

/** A button that opens another page of the back-office (a row's Members link). */
export const LinkButton = ({ to, label, labelOptions, icon, variant = 'text' }: Props) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} startIcon={icon} variant={variant} size="small">
      {translate(label, labelOptions)}
    </Button>
  );
};

/** Back to the parent list of a nested page (docs/product.md: Back to /committee, /donor, ...). */
export const BackButton = ({ to }: { to: string }) => (
  <LinkButton to={to} label="app.common.back" icon={<ArrowBackIcon />} variant="outlined" />
);
