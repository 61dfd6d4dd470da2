import { Link, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { memberName } from '../inputs/MemberPicker';

interface Props {
  member?: {
    id: number;
    first_name?: string | null;
    last_name?: string | null;
    /** Outside a coordinator's districts: named only, with no page to open. */
    outside?: boolean;
  } | null;
}

/**
 * A member's name linking to their page, /member/{id}/edit; a member outside the
 * account's districts is named only (the server sends no mobile and no page).
 */
export const MemberLink = ({ member }: Props) => {
  const translate = useTranslate();
  if (!member) return null;
  if (member.outside)
    return (
      <Tooltip title={translate('app.account.outside')} describeChild>
        <Typography component="span" variant="body2" color="text.secondary">
          {memberName(member)}
        </Typography>
      </Tooltip>
    );
  return (
    <Link component={RouterLink} to={`/member/${member.id}/edit`}>
      {memberName(member)}
    </Link>
  );
};
