import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Form,
  LocalesMenuButton,
  PasswordInput,
  TextInput,
  required,
  useAuthState,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../common/page/PageTitle';
import { toFormErrors } from '../providers/formErrors';
import { useServerText } from '../providers/serverText';
import type { FormErrorBody } from '../providers/http';
import { Logo } from '../common/page/Logo';

interface Credentials {
  email: string;
  password: string;
}

const requiredField = [required('app.login.required')];

/**
 * Email, password, Submit and the logo. Server errors appear under the fields;
 * a message without field errors (too many attempts) in the snackbar. A signed-in
 * administrator who opens /login goes to the dashboard.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const say = useServerText();
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const { authenticated } = useAuthState(undefined, false);
  useDocumentTitle('app.login.title');

  useEffect(() => {
    if (authenticated) navigate('/dashboard', { replace: true });
  }, [authenticated, navigate]);

  const submit = async (values: Partial<Credentials>) => {
    setSubmitting(true);
    try {
      await login(values, '/dashboard');
      return undefined;
    } catch (error) {
      const fieldErrors = toFormErrors(error, say);
      if (fieldErrors) return fieldErrors;
      const body = (error as { body?: FormErrorBody }).body;
      if (body?.message) notify(say(body), { type: 'error', messageArgs: { _: say(body) } });
      return undefined;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(160deg, #1565c0 0%, #4fc3f7 100%)',
        p: 2,
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white' }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
            <Logo />
            <Typography variant="h5" component="h1">
              {translate('app.name')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.login.heading')}
            </Typography>
          </Stack>
          <Form
            disableInvalidFormNotification
            onSubmit={submit as (values: object) => Promise<Record<string, string> | undefined>}
          >
            <TextInput
              source="email"
              type="email"
              label="app.login.email"
              autoComplete="username"
              validate={requiredField}
              autoFocus
            />
            <PasswordInput
              source="password"
              label="app.login.password"
              autoComplete="current-password"
              validate={requiredField}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ mt: 1 }}
            >
              {translate('app.login.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};

export default LoginPage;
