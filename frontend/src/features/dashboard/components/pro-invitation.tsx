import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** In place of a Pro figure for a beekeeper without Pro: what it would show, and the way to the plans. */
export function ProInvitation({ children }: { children: string }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-stone-700">{children}</p>
      <Link to={paths.pricing.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Upgrade to Pro
      </Link>
    </div>
  );
}
