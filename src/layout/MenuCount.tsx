import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormats } from '../common/hooks/useFormats';
import type { AppDataProvider } from '../resources';

/**
 * How many change requests wait for the office (docs/member-door.md), for the menu:
 * asked quietly once a minute, within the account's districts as the list is.
 */
export function useOpenRequests(enabled: boolean): number | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['change_requests', 'open-count'],
    queryFn: () =>
      dataProvider.call<{ total: number }>(
        { path: 'change-requests', body: ['status', 'itemsPerPage'] },
        { data: { status: 'open', itemsPerPage: 1 }, quiet: true },
      ),
    enabled,
    refetchInterval: 60_000,
  });
  return data?.total;
}

/** A count beside a menu entry ("Change requests 3"), named for screen readers. */
export const MenuCount = ({ count }: { count: number | undefined }) => {
  const translate = useTranslate();
  const { number } = useFormats();
  if (!count) return null;
  return (
    <Box
      component="span"
      aria-label={translate('app.menu.waiting', { smart_count: count })}
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 5,
        fontSize: 12,
        lineHeight: '18px',
        display: 'inline-block',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {number(count)}
    </Box>
  );
};
