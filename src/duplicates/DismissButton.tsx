import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/dialogs/ConfirmDialog';
import { memberName } from '../common/inputs/MemberPicker';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DuplicatePair } from './types';

/** Not a duplicate: two people after all; remembered, so the pair is not offered again. */
export const DismissButton = ({ pair }: { pair: DuplicatePair }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const dismiss = async () => {
    setBusy(true);
    try {
      await dataProvider.action('duplicates', 'dismiss', { id: pair.id });
      refresh();
    } catch {
      // The snackbar says why.
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button startIcon={<PeopleOutlineIcon />} onClick={() => setAsking(true)}>
        {translate('app.duplicates.not_duplicate')}
      </Button>
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={`${memberName(pair.a)} · ${memberName(pair.b)}`}
        question="app.duplicates.not_duplicate_question"
        onConfirm={() => void dismiss()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
