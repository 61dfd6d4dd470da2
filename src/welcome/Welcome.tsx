import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, PasswordInput, useAuthProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PublicPage } from '../common/page/PublicPage';
import { SubmitButton } from '../common/buttons/SubmitButton';
import { toFormErrors } from '../providers/formErrors';
import type { AppAuthProvider } from '../providers/authProvider';
import { useServerText } from '../providers/serverText';

interface Values {
  password: string;
  repeat: string;
}

/**
 * /welcome/{token}: the page a one-time sign-in link opens. It says whose account
 * it is, takes a new password (twice), and signs the person in; a used or expired
 * link says so and what to do (docs/security.md "Accounts").
 */
const Welcome = () => {
  const translate = useTranslate();
  const say = useServerText();
  const { token = '' } = useParams();
  const auth = useAuthProvider() as AppAuthProvider;
  const owner = useQuery({
    queryKey: ['sign-in-link', token],
    queryFn: () => auth.linkOwner(token),
    retry: false,
  });
  // The server signs the person in; the back-office then starts afresh, signed in
  // (react-admin still holds this page's signed-out state otherwise).
  const save = useMutation({
    mutationFn: async (values: Values) => {
      await auth.login({ linkToken: token, password: values.password });
      window.location.assign('/dashboard');
    },
  });
  const validate = (values: Partial<Values>) =>
    values.repeat && values.password !== values.repeat
      ? { repeat: translate('app.account.welcome.mismatch') }
      : {};
  const submit = async (values: Partial<Values>) => {
    try {
      await save.mutateAsync(values as Values);
      return undefined;
    } catch (error) {
      return toFormErrors(error, say, {});
    }
  };

  if (owner.isPending)
    return (
      <PublicPage title="app.name">
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </PublicPage>
    );
  if (owner.isError)
    return (
      <PublicPage title="app.account.welcome.invalid_title">
        <Alert severity="warning">
          {/* Its own words, not the server catalogue's: that one stays out of the first load. */}
          {translate('app.account.welcome.invalid')}
        </Alert>
      </PublicPage>
    );
  return (
    <PublicPage title={translate('app.account.welcome.title', { name: owner.data.name })}>
      <Typography sx={{ mb: 2 }}>
        {translate('app.account.welcome.intro', { email: owner.data.email })}
      </Typography>
      <Form
        onSubmit={submit as (values: object) => Promise<Record<string, string> | undefined>}
        validate={validate}
      >
        <Box sx={{ maxWidth: 420 }}>
          <PasswordInput
            source="password"
            label="app.account.welcome.password"
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="repeat"
            label="app.account.welcome.repeat"
            autoComplete="new-password"
            fullWidth
          />
          <SubmitButton label="app.account.welcome.save" icon={<></>} />
        </Box>
      </Form>
    </PublicPage>
  );
};

export default Welcome;
