import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { accessMessages } from '../access-messages';

/** A signed-in user without admin rights on an admin screen (decisions: `/admin` shows a 403 to non-admins). */
export function AccessDenied() {
  const t = useMessages(accessMessages);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-red-100 text-red-800">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold text-stone-900">{t('accessDenied.title')}</h1>
      <p className="max-w-md text-stone-700">{t('accessDenied.text')}</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
        {t('accessDenied.back')}
      </Link>
    </div>
  );
}
