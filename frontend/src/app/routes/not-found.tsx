import { Link } from 'react-router-dom';
import { useUser } from '@/api/get-user';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '../page-title';

/**
 * Any path HiveKeeper has no screen for, with the spec's exact texts (rendered inside the layout's `<main>`), and
 * the way back: to the dashboard when signed in, to the landing page otherwise (both live at `/`).
 */
export function NotFoundRoute() {
  useDocumentTitle('notFound');
  const signedIn = Boolean(useUser().data);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <h1 className="text-3xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="text-stone-700">Did you forget to add the page to the router?</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
        {signedIn ? 'Back to the dashboard' : 'Back to the home page'}
      </Link>
    </div>
  );
}
