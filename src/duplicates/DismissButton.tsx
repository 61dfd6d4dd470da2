import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { ConfirmButton } from '../common/buttons/ConfirmButton';
import { useAction } from '../common/hooks/useAction';
import { memberName } from '../common/inputs/MemberPicker';
import type { DuplicatePair } from './types';

/** Not a duplicate: two people after all; remembered, so the pair is not offered again. */
export const DismissButton = ({ pair }: { pair: DuplicatePair }) => {
  // The list reloads once it settles; a refusal is in the snackbar already.
  const dismiss = useAction('duplicates', 'dismiss');
  return (
    <ConfirmButton
      label="app.duplicates.not_duplicate"
      question="app.duplicates.not_duplicate_question"
      title={`${memberName(pair.a)} · ${memberName(pair.b)}`}
      startIcon={<PeopleOutlineIcon />}
      onConfirm={() => dismiss.mutateAsync({ id: pair.id }).catch(() => undefined)}
    />
  );
};
