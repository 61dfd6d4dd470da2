import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { memberName } from './MemberPicker';

interface Props {
  member?: { id: number; first_name?: string | null; last_name?: string | null } | null;
}

/** A member's name linking to their page, /member/{id}/edit. */
export const MemberLink = ({ member }: Props) =>
  member ? (
    <Link component={RouterLink} to={`/member/${member.id}/edit`}>
      {memberName(member)}
    </Link>
  ) : null;
