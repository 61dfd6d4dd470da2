import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Visibility from '@mui/icons-material/Visibility';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuthState, useLogin, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LanguageButton } from '../common/buttons/LanguageButton';
import { useDocumentTitle } from '../common/page/PageTitle';
import { toFormErrors } from '../providers/formErrors';
import { useServerText } from '../providers/serverText';
import type { FormErrorBody } from '../providers/http';
import { Logo } from '../common/page/Logo';
import { LoginField } from './LoginField';

type Field = 'email' | 'password';

/**
 * Email, password, Submit and the logo. Server errors appear under the fields;
 * a message without field errors (too many attempts) in the snackbar. A signed-in
 * administrator who opens /login goes to the dashboard. A plain form rather than
 * react-admin's, so the first load stays small (docs/bench.md, the login budget).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const say = useServerText();
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const { authenticated } = useAuthState(undefined, false);
  useDocumentTitle('app.login.title');

  useEffect(() => {
    if (authenticated) navigate('/dashboard', { replace: true });
  }, [authenticated, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const missing = Object.fromEntries(
      (['email', 'password'] as const)
        .filter((field) => !values[field].trim())
        .map((field) => [field, translate('app.login.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSubmitting(true);
    try {
      await login(values, '/dashboard');
    } catch (error) {
      const fieldErrors = toFormErrors(error, say);
      if (fieldErrors) {
        setErrors(fieldErrors);
        return;
      }
      const body = (error as { body?: FormErrorBody }).body;
      if (body?.message) notify(say(body), { type: 'error', messageArgs: { _: say(body) } });
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
        <LanguageButton />
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
          <form noValidate onSubmit={submit}>
            <LoginField
              id="email"
              type="email"
              label={translate('app.login.email')}
              autoComplete="username"
              required
              autoFocus
              error={errors.email}
              onChange={() => errors.email && setErrors({ ...errors, email: undefined })}
            />
            <LoginField
              id="password"
              type={showPassword ? 'text' : 'password'}
              label={translate('app.login.password')}
              autoComplete="current-password"
              required
              error={errors.password}
              onChange={() => errors.password && setErrors({ ...errors, password: undefined })}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    aria-label={translate(
                      showPassword
                        ? 'ra.input.password.toggle_visible'
                        : 'ra.input.password.toggle_hidden',
                    )}
                    onClick={() => setShowPassword(!showPassword)}
                  >
                    {showPassword ? (
                      <Visibility fontSize="small" />
                    ) : (
                      <VisibilityOff fontSize="small" />
                    )}
                  </IconButton>
                </InputAdornment>
              }
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
          </form>
        </CardContent>
      </Card>
    </Box>
  );
};

export default LoginPage;
