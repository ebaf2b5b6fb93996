import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';

/** Any path HiveKeeper has no screen for, with the spec's exact texts (rendered inside the layout's `<main>`). */
export function NotFoundRoute() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <h1 className="text-3xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="text-stone-700">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        Back to HiveKeeper
      </Link>
    </div>
  );
}
