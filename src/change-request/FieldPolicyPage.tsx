import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { FIELD_POLICIES } from '../../shared/door';
import { useAction } from '../common/hooks/useAction';
import { useMayWrite } from '../common/hooks/useMayWrite';
import { LoadingBar } from '../common/page/LoadingBar';
import { PageTitle } from '../common/page/PageTitle';
import { BackButton } from '../common/buttons/LinkButton';
import type { AppDataProvider } from '../resources';
import type { FieldPolicyRow } from './types';

/**
 * /field_policies (docs/member-door.md "Field policy"): per field of the member page,
 * whether a member's change applies at once, needs the office's review, may be added
 * when blank, or is view only. Administrators change it; everyone reads it.
 */
const FieldPolicyPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayWrite = useMayWrite('field_policies', 'save');
  const rows = useQuery({
    queryKey: ['field-policies'],
    queryFn: () =>
      dataProvider.action<'field_policies', { data: FieldPolicyRow[] }>('field_policies', 'read'),
  });
  const [changed, setChanged] = useState<Record<string, string>>({});
  const save = useAction('field_policies', 'save', { refresh: false });
  if (!rows.data) return <LoadingBar />;
  const policyWord = (policy: string) => translate(`app.change_request.policies.${policy}`);
  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title="resources.field_policies.name" />
      <Box sx={{ mb: 2 }}>
        <BackButton to="/change_requests" />
      </Box>
      <Card>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.change_request.policy_intro')}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.field_policies.fields.field')}</TableCell>
                <TableCell>{translate('resources.field_policies.fields.policy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.data.map((row) => {
                const label = translate(`app.change_request.fields.${row.field}`);
                return (
                  <TableRow key={row.field}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell>
                      {row.fixed || !mayWrite ? (
                        <Typography>
                          {policyWord(row.policy)}
                          {row.fixed && ` (${translate('app.change_request.policy_fixed')})`}
                        </Typography>
                      ) : (
                        <TextField
                          select
                          size="small"
                          label={label}
                          value={changed[row.field] ?? row.policy}
                          onChange={(event) =>
                            setChanged((current) => ({
                              ...current,
                              [row.field]: event.target.value,
                            }))
                          }
                          helperText={translate('app.change_request.policy_default', {
                            policy: policyWord(row.default_policy),
                          })}
                          sx={{ minWidth: 240 }}
                        >
                          {FIELD_POLICIES.map((policy) => (
                            <MenuItem key={policy} value={policy}>
                              {policyWord(policy)}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {mayWrite && (
            <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
              <Button
                variant="contained"
                disabled={!Object.keys(changed).length || save.isPending}
                onClick={() =>
                  save.mutate(
                    { data: { policies: changed } },
                    {
                      onSuccess: () => {
                        setChanged({});
                        void rows.refetch();
                      },
                    },
                  )
                }
              >
                {translate('app.change_request.save_policies')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default FieldPolicyPage;
