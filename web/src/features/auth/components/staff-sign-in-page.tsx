/**
 * The staff sign-in page (DESIGN §7): one 'Sign in with Google' button. A Google
 * account that is not staff sees the server's message plainly, with 'Try another account';
 * failures (closed window, network) say what happened and leave the button ready again.
 */
import Google from '@mui/icons-material/Google';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { safeReturnTo } from '@site/contract/api';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/auth-user';
import { displayName } from '../../../lib/user-names';
import { isSigningIn, useStaffSignIn, type StaffSignInState } from '../use-staff-sign-in';

const EmulatorAccountChooser = lazy(() =>
  import('./emulator-account-chooser').then((module) => ({ default: module.EmulatorAccountChooser })),
);

/** Text of the busy button and of the status line for each busy step. */
function progressText(state: StaffSignInState): string | null {
  if (state.step === 'google') return 'Waiting for Google sign-in...';
  if (state.step === 'session') return 'Signing in...';
  if (state.step === 'redirecting') return 'Signed in. Opening the Admin Panel...';
  return null;
}

/** The sign-in card: heading, explanation, outcome message and the Google button. */
export function StaffSignInPage() {
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const { state, config, signIn, chooseAccount, cancelChoice } = useStaffSignIn(returnTo);
  const { user } = useAuthUser();
  const busy = isSigningIn(state);
  const progress = progressText(state);
  const refused = state.step === 'not-staff';

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 3, textAlign: 'center', justifyItems: 'center' }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <LockOutlined aria-hidden />
          </Box>
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mb: 1 }}>
              Staff sign-in
            </Typography>
            <Typography color="text.secondary">
              Sign in with your staff Google account to manage projects and website content.
            </Typography>
          </Box>

          {user && !refused && (
            <Alert severity="info" sx={{ textAlign: 'left', width: '100%' }}>
              You are already signed in as {displayName(user)}.{' '}
              <Link component={RouterLink} to={safeReturnTo(returnTo)}>
                Continue
              </Link>
            </Alert>
          )}
          {refused && (
            <Alert severity="warning" sx={{ textAlign: 'left', width: '100%' }}>
              {state.message}
            </Alert>
          )}
          {state.step === 'error' && (
            <Alert severity={state.cancelled ? 'info' : 'error'} sx={{ textAlign: 'left', width: '100%' }}>
              {state.message}
            </Alert>
          )}

          <Button
            variant={refused ? 'outlined' : 'contained'}
            size="large"
            onClick={() => void signIn()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Google aria-hidden />}
            sx={{ minWidth: 260 }}
          >
            {refused ? 'Try another account' : busy ? 'Signing in...' : 'Sign in with Google'}
          </Button>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em', mt: -1.5 }}>
            {progress ?? ''}
          </Typography>

          <Link component={RouterLink} to={paths.home} variant="body2">
            Back to the website
          </Link>
        </CardContent>
      </Card>
      {config.authEmulatorUrl && state.step === 'choosing' && (
        <Suspense fallback={null}>
          <EmulatorAccountChooser
            open
            emulatorUrl={config.authEmulatorUrl}
            projectId={config.projectId}
            onChoose={(account) => void chooseAccount(account)}
            onCancel={cancelChoice}
          />
        </Suspense>
      )}
    </Container>
  );
}
