import { Authenticator, ThemeProvider, useAuthenticator, type Theme } from '@aws-amplify/ui-react';
// As text, not a global stylesheet: it styles the whole document (fonts, buttons), so it is only in the page
// while this screen is (see SignInScreen).
import amplifyStyles from '@aws-amplify/ui-react/styles.css?inline';
import { I18n } from 'aws-amplify/utils';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { PASSWORD_POLICY } from '@shared/password-policy';
import { FREE_PLAN_LIMITS } from '@shared/plans';
import { useUser } from '@/api/get-user';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SignInTab } from '@/config/paths';
import { prepareAuth, signOut } from '@/lib/auth';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { useLocale } from '@/lib/i18n/locale';
import { runtimeConfig } from '@/lib/runtime-config';
import { authenticatorServices } from '../utils/authenticator-services';
import { authenticatorFormFields, authenticatorVocabulary } from '../utils/authenticator-texts';
import { authMessages } from '../messages';
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
function headingOf(route: string, t: Translate<AuthKey>): { title: string; intro: string } {
  if (route === 'signIn') return { title: t('signIn.title'), intro: t('signIn.intro') };
  if (route === 'signUp')
    return { title: t('signUp.title'), intro: t('signUp.intro', { hives: FREE_PLAN_LIMITS.hives }) };
  return { title: t('account.title'), intro: t('account.intro') };
}

type AuthKey = NonNullable<(typeof authMessages)['keys']>;

function AuthenticatorHeader() {
  const t = useMessages(authMessages);
  const { route } = useAuthenticator((context) => [context.route]);
  const { title, intro } = headingOf(route, t);
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
  const t = useMessages(authMessages);
  const { localInboxUrl } = runtimeConfig();
  if (!localInboxUrl) return null;
  return (
    <p className="pt-4 text-center text-sm text-stone-700">
      {t('localInbox.before')}{' '}
      <a href={localInboxUrl} target="_blank" rel="noreferrer" className="font-medium text-honey-800 underline">
        {t('localInbox.link')}
        <span className="sr-only"> {t('opensNewTab')}</span>
      </a>
      {t('localInbox.after')}
    </p>
  );
}

const AUTHENTICATOR_COMPONENTS = {
  Header: AuthenticatorHeader,
  Footer: LocalInboxNote,
  SignUp: { FormFields: SignUpFormFields },
};

/** Amplify's I18n speaks the language shown: its vocabulary for it, made from the auth catalogue. */
function speakAuthenticator(locale: string, t: Translate<AuthKey>): void {
  I18n.putVocabulariesForLanguage(locale, authenticatorVocabulary(t));
  I18n.setLanguage(locale);
}

/**
 * Shown by the Authenticator once Cognito has signed the user in. Normally the app has moved on to the asked-for
 * page by then (the sign-in event reloads the current user); this covers the account not loading after all.
 */
function SignedInNotice() {
  const t = useMessages(authMessages);
  const user = useUser();
  if (user.isFetching || user.data) return <Spinner label={t('opening')} className="py-8" />;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-8 text-center">
      <p className="text-stone-800">{t('accountNotLoaded')}</p>
      <div className="flex gap-3">
        <Button onClick={() => void user.refetch()}>{t('retry')}</Button>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('signOut')}
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
  const t = useMessages(authMessages);
  const locale = useLocale();
  // Before the Authenticator renders: its texts are looked up as it renders them.
  speakAuthenticator(locale, t);
  const formFields = useMemo(() => authenticatorFormFields(t), [t]);
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
        <h1 className="text-2xl font-bold text-stone-900">{t('loadFailed.title')}</h1>
        <p className="text-stone-700">{t('loadFailed.hint')}</p>
        <Button onClick={() => window.location.reload()}>{t('loadFailed.reload')}</Button>
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
        formFields={formFields}
        passwordSettings={PASSWORD_SETTINGS}
      >
        {() => <SignedInNotice />}
      </Authenticator>
    </ThemeProvider>
  );
}
