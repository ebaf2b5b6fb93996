import { Check, Circle } from 'lucide-react';
import { useId } from 'react';
import { PASSWORD_POLICY, PASSWORD_RULES } from '@shared/password-policy';
import { cn } from '@/lib/cn';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { commonMessages, type CommonKey } from './messages';

/** What a screen reader hears as the password changes: only when the set of met rules changes. */
function progressAnnouncement(password: string, unmet: readonly string[], t: Translate<CommonKey>): string {
  if (password === '') return '';
  if (unmet.length === 0) return t('password.allMet');
  const met = PASSWORD_RULES.length - unmet.length;
  return t('password.progress', { met, total: PASSWORD_RULES.length, unmet: unmet.join(', ') });
}

/**
 * HiveKeeper's password rule as a checklist, shown before the beekeeper types and ticked as they do, from the
 * same rule the user pool enforces (shared/password-policy.ts): on sign-up and on the profile's Change Password.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const t = useMessages(commonMessages);
  const titleId = useId();
  const min = PASSWORD_POLICY.minLength;
  const rules = PASSWORD_RULES.map((rule) => ({ ...rule, met: rule.isMetBy(password) }));
  const unmet = rules.filter((rule) => !rule.met).map((rule) => t(`password.needed.${rule.id}`, { min }));
  return (
    <div className="rounded-md border border-stone-200 bg-stone-50 px-3 py-2 text-sm">
      <p id={titleId} className="font-medium text-stone-900">
        {t('password.needs')}
      </p>
      <ul aria-labelledby={titleId} className="mt-1 flex flex-col gap-0.5">
        {rules.map((rule) => (
          <li key={rule.id} className={cn('flex items-center gap-2', rule.met ? 'text-green-800' : 'text-stone-700')}>
            {rule.met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" strokeWidth={3} />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span>
              {t(`password.rule.${rule.id}`, { min })}
              <span className="sr-only">{rule.met ? t('password.done') : t('password.notYet')}</span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {progressAnnouncement(password, unmet, t)}
      </p>
    </div>
  );
}
