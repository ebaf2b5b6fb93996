import { Authenticator, ThemeProvider, useAuthenticator, type Theme } from '@aws-amplify/ui-react';
// As text, not a global stylesheet: it styles the whole document (fonts, buttons), so it is only in the page
// while this screen is (see SignInScreen).
import amplifyStyles from '@aws-amplify/ui-react/styles.css?inline';
import { I18n } from 'aws-amplify/utils';
import { useEffect, useState, type FormEvent } from 'react';
import { PASSWORD_POLICY } from '@shared/password-policy';
import { FREE_PLAN_LIMITS } from '@shared/plans';
import { useUser } from '@/api/get-user';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SignInTab } from '@/config/paths';
import { prepareAuth, signOut } from '@/lib/auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { authenticatorServices } from '../utils/authenticator-services';
import { AUTHENTICATOR_FORM_FIELDS, AUTHENTICATOR_VOCABULARY } from '../utils/authenticator-texts';
import { PasswordChecklist } from '@/components/password-checklist';

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

/** The user pool's rule, which the Authenticator checks on the new password of a reset. */
const PASSWORD_SETTINGS = {
  minLength: PASSWORD_POLICY.minLength,
  requireLowercase: PASSWORD_POLICY.requireLowercase,
  requireUppercase: PASSWORD_POLICY.requireUppercase,
  requireNumbers: PASSWORD_POLICY.requireDigits,
  requireSpecialCharacters: PASSWORD_POLICY.requireSymbols,
};

/** The screen's h1 for each step of the Authenticator (its own headings name the later steps). */
const HEADINGS: Partial<Record<string, { title: string; intro: string }>> = {
  signIn: { title: 'Sign in to HiveKeeper', intro: 'Welcome back. Your apiaries and hives are waiting.' },
  signUp: {
    title: 'Create your HiveKeeper account',
    intro: `Free for up to ${FREE_PLAN_LIMITS.hives} hives. No card needed.`,
  },
};
const ACCOUNT_HEADING = { title: 'Your HiveKeeper account', intro: 'One more step and you are in.' };

function AuthenticatorHeader() {
  const { route } = useAuthenticator((context) => [context.route]);
  const { title, intro } = HEADINGS[route] ?? ACCOUNT_HEADING;
  return (
    <div className="flex flex-col items-center gap-1 pb-6 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="text-stone-700">{intro}</p>
    </div>
  );
}

/** The sign-up fields and the password rule, ticked live as the beekeeper types (input events bubble up here). */
function SignUpFormFields() {
  const [password, setPassword] = useState('');
  const trackPassword = (event: FormEvent<HTMLDivElement>) => {
    const field = event.target as HTMLInputElement;
    if (field.name === 'password') setPassword(field.value);
  };
  return (
    <div className="flex flex-col gap-4" onInput={trackPassword}>
      <Authenticator.SignUp.FormFields />
      <PasswordChecklist password={password} />
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

const AUTHENTICATOR_COMPONENTS = {
  Header: AuthenticatorHeader,
  Footer: LocalInboxNote,
  SignUp: { FormFields: SignUpFormFields },
};

I18n.putVocabulariesForLanguage('en', AUTHENTICATOR_VOCABULARY);
I18n.setLanguage('en');

/**
 * Shown by the Authenticator once Cognito has signed the user in. Normally the app has moved on to the asked-for
 * page by then (the sign-in event reloads the current user); this covers the account not loading after all.
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
 * Authenticator. This module is the sign-in route's own chunk: the Authenticator weighs about 220 KB of gzip, its
 * stylesheet 31 KB more.
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
      {/* A plain <style> (no `precedence`): React removes it with this screen, and the app's own look returns. */}
      <style>{amplifyStyles}</style>
      <Authenticator
        initialState={initialTab}
        services={services}
        components={AUTHENTICATOR_COMPONENTS}
        formFields={AUTHENTICATOR_FORM_FIELDS}
        passwordSettings={PASSWORD_SETTINGS}
      >
        {() => <SignedInNotice />}
      </Authenticator>
    </ThemeProvider>
  );
}
