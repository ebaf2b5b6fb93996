import '@aws-amplify/ui-react/styles.css';
import { Authenticator, ThemeProvider, type Theme } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useUser } from '@/api/get-user';
import { BrandMark } from '@/components/layouts/brand';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { prepareAuth, signOut } from '@/lib/auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { authenticatorServices } from '../utils/authenticator-services';

export type SignInTab = 'signIn' | 'signUp';

/** The app's own font stack (`--font-sans` in index.css), so the Authenticator's text matches the rest. */
const APP_FONTS = 'var(--font-sans)';

/** The Authenticator in HiveKeeper's honey colours and system fonts (Amplify's tokens, see its theming docs). */
const HIVEKEEPER_THEME: Theme = {
  name: 'hivekeeper',
  tokens: {
    colors: {
      primary: {
        10: { value: '#fffbeb' },
        20: { value: '#fef3c7' },
        40: { value: '#fcd34d' },
        60: { value: '#d97706' },
        80: { value: '#b45309' },
        90: { value: '#92400e' },
        100: { value: '#78350f' },
      },
    },
    fonts: { default: { variable: { value: APP_FONTS }, static: { value: APP_FONTS } } },
    components: {
      authenticator: {
        router: { borderColor: { value: '#e7e5e4' }, boxShadow: { value: '0 1px 3px rgb(0 0 0 / 0.08)' } },
      },
    },
  },
};

function AuthenticatorHeader() {
  return (
    <div className="flex flex-col items-center gap-2 pb-6 text-center">
      <BrandMark className="size-12" />
      <h1 className="text-2xl font-bold text-stone-900">HiveKeeper</h1>
      <p className="text-stone-700">Sign in to your hive records, or create a free account.</p>
    </div>
  );
}

/** The local stack's e-mails never leave this machine: a newcomer reads the confirmation code in its inbox. */
function LocalInboxNote() {
  const { localInboxUrl } = runtimeConfig();
  if (!localInboxUrl) return null;
  return (
    <p className="pt-4 text-center text-sm text-stone-700">
      Running locally: confirmation codes arrive in the{' '}
      <a href={localInboxUrl} target="_blank" rel="noreferrer" className="font-medium text-honey-800 underline">
        local inbox<span className="sr-only"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}

const AUTHENTICATOR_COMPONENTS = { Header: AuthenticatorHeader, Footer: LocalInboxNote };

/**
 * Shown by the Authenticator once Cognito has signed the user in. Normally the app has moved on to the dashboard
 * by then (the sign-in event reloads the current user); this covers the account not loading after all.
 */
function SignedInNotice() {
  const user = useUser();
  if (user.isFetching || user.data) return <Spinner label="Opening HiveKeeper..." className="py-8" />;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-8 text-center">
      <p className="text-stone-800">You are signed in, but HiveKeeper could not load your account.</p>
      <div className="flex gap-3">
        <Button onClick={() => void user.refetch()}>Retry</Button>
        <Button variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </div>
  );
}

/**
 * Sign in, create an account (confirmed with the e-mailed code) and reset a forgotten password, with Amplify's
 * Authenticator. This module is the sign-in route's own chunk: the Authenticator weighs about 220 KB of gzip.
 */
export function SignInScreen({ initialTab }: { initialTab: SignInTab }) {
  const [authState, setAuthState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [services] = useState(() => authenticatorServices(runtimeConfig().authFlowType));

  useEffect(() => {
    let mounted = true;
    // The Authenticator asks Amplify for the current session as it mounts, so Amplify must be configured first.
    prepareAuth().then(
      () => mounted && setAuthState('ready'),
      (error: unknown) => {
        console.error(error);
        if (mounted) setAuthState('failed');
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  if (authState === 'loading') return <Spinner className="min-h-[50vh]" />;
  if (authState === 'failed') {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-bold text-stone-900">Sign-in could not load</h1>
        <p className="text-stone-700">Check your connection, then reload the page.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
  return (
    <ThemeProvider theme={HIVEKEEPER_THEME}>
      <Authenticator initialState={initialTab} services={services} components={AUTHENTICATOR_COMPONENTS}>
        {() => <SignedInNotice />}
      </Authenticator>
    </ThemeProvider>
  );
}
