import { Sparkles } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { ProBadge } from '@/components/pro-badge';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import type { MenuEntry } from './nav-items';
import { useMessages } from '@/lib/i18n/catalog';
import { appMessages } from './messages';

/** The fixed menu on wide screens (768px and up, spec section 2). */
export function SideMenu({ entries, showUpgrade }: { entries: MenuEntry[]; showUpgrade: boolean }) {
  const t = useMessages(appMessages);
  return (
    <nav
      aria-label={t('mainMenu')}
      className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-stone-200 bg-white md:flex"
    >
      <div className="flex h-16 shrink-0 items-center border-b border-stone-200 px-5">
        <Brand />
      </div>
      <div className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                    isActive ? 'bg-honey-100 text-honey-900' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                  )
                }
              >
                <entry.icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="flex-1">{t(`nav.${entry.name}`)}</span>
                {entry.showProBadge && <ProBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
      {showUpgrade && (
        <div className="m-3 rounded-lg border border-honey-200 bg-honey-50 p-4">
          <p className="text-sm text-stone-700">{t('upgradePitch')}</p>
          {/* Spec section 2: an Upgrade to Pro link to /pricing, for users without Pro access. */}
          <Link to={paths.pricing.getHref()} className={buttonVariants({ size: 'sm', className: 'mt-3 w-full' })}>
            <Sparkles aria-hidden="true" />
            {t('upgradeToPro')}
          </Link>
        </div>
      )}
    </nav>
  );
}
