import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { accessMessages } from '../access-messages';

/**
 * What a visitor sees on a signed-in screen (spec section 2): the way in, either to an existing account or to a
 * new one (the Create Account tab of the sign-in screen), both coming back to this page, query included.
 */
export function AuthenticationRequired() {
  const t = useMessages(accessMessages);
  const { pathname, search, hash } = useLocation();
  const redirect = `${pathname}${search}${hash}`;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-honey-100 text-honey-800">
        <Lock aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold text-stone-900">{t('authenticationRequired.title')}</h1>
      <p className="max-w-md text-stone-700">{t('authenticationRequired.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.auth.login.getHref({ redirect })} className={buttonVariants()}>
          {t('signIn')}
        </Link>
        <Link
          to={paths.auth.login.getHref({ tab: 'signUp', redirect })}
          className={buttonVariants({ variant: 'outline' })}
        >
          {t('createAccount')}
        </Link>
      </div>
    </div>
  );
}
