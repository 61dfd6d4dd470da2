import { LinearProgress, type LinearProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A page or section still loading: a bar that screen readers name ("Loading"). */
export const LoadingBar = (props: LinearProgressProps) => {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} {...props} />;
};
