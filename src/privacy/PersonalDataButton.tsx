import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../resources';

/**
 * Everything held about the member as a JSON file, for a request of access
 * (docs/privacy.md "Rights"): administrators only, our server only (the Messages
 * section it sits in shows on our server alone).
 */
export const PersonalDataButton = ({
  memberId,
  label = 'app.privacy.personal_data',
}: {
  /** The member, when not the record around it (a request's page). */
  memberId?: number;
  label?: string;
}) => {
  const record = useRecordContext<{ id: number }>();
  const member = memberId ? { id: memberId } : record;
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'personal_data', action: 'read' });
  const download = useMutation({
    mutationFn: async () => {
      const answer = await dataProvider.call<{ data: unknown }>({
        path: `members/${member!.id}/personal-data`,
      });
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' }),
      );
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `personal-data-${member!.id}.json`,
      });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    },
  });
  if (!member?.id || canAccess !== true) return null;
  return (
    <Button
      startIcon={<DownloadIcon />}
      onClick={() => download.mutate()}
      disabled={download.isPending}
    >
      {translate(label)}
    </Button>
  );
};
