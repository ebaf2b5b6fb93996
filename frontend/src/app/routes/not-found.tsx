import { Link } from 'react-router-dom';
import { useUser } from '@/api/get-user';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { appMessages } from '@/components/layouts/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/**
 * Any path HiveKeeper has no screen for, with the spec's exact texts (rendered inside the layout's `<main>`), and
 * the way back: to the dashboard when signed in, to the landing page otherwise (both live at `/`).
 */
export function NotFoundRoute() {
  const t = useMessages(appMessages);
  useDocumentTitle(t('notFound.pageTitle'));
  const signedIn = Boolean(useUser().data);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t('notFound.title')}</h1>
      <p className="text-stone-700">{t('notFound.text')}</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
        {t(signedIn ? 'notFound.backToDashboard' : 'notFound.backHome')}
      </Link>
    </div>
  );
}
