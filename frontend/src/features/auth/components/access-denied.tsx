import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A signed-in user without admin rights on an admin screen (decisions: `/admin` shows a 403 to non-admins). */
export function AccessDenied() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-red-100 text-red-800">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold text-stone-900">403 Access denied</h1>
      <p className="max-w-md text-stone-700">
        This page needs admin rights, and your account does not have them. If you think it should, ask a HiveKeeper
        administrator.
      </p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
        Back to the dashboard
      </Link>
    </div>
  );
}
