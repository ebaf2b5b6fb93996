import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Apiary } from '@shared/schemas/apiary';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/catalog';
import { teamMessages } from '../messages';

/**
 * What a member works on as the team screen says it: "Whole account", or the chosen apiaries' names (the beekeeper's
 * own, untranslated), or how many until the names have loaded.
 */
export function ScopeText({
  apiaryIds,
  apiaries,
}: {
  apiaryIds: readonly string[] | null;
  apiaries: readonly Apiary[] | undefined;
}) {
  const t = useMessages(teamMessages);
  if (apiaryIds === null) return t('scope.whole');
  const names = (apiaries ?? []).filter((apiary) => apiaryIds.includes(apiary.id)).map((apiary) => apiary.name);
  return names.length > 0 ? (
    <span translate="no">{names.join(', ')}</span>
  ) : (
    t('scope.count', { count: apiaryIds.length })
  );
}

const SCOPES = [
  { chosen: false, label: 'scope.whole' },
  { chosen: true, label: 'scope.chosen' },
] as const;

/**
 * A member's scope for the owner to choose: the whole account (null), or some of the owner's apiaries, ticked in
 * the list of them.
 */
export function ScopePicker({
  value,
  onChange,
  error,
}: {
  value: string[] | null;
  onChange: (apiaryIds: string[] | null) => void;
  error?: string;
}) {
  const t = useMessages(teamMessages);
  const name = useId();
  const errorId = `${name}-error`;
  const chosen = value !== null;
  // The owner's apiaries only once there are some to choose.
  const apiaries = useQuery({ ...apiariesQueryOptions(), enabled: chosen });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('scope.legend')}</legend>
      <div className="grid grid-cols-2 rounded-md border border-stone-300 p-0.5 sm:max-w-sm">
        {SCOPES.map((scope) => (
          <label
            key={scope.label}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded px-2 text-center text-sm has-focus-visible:outline-2 has-focus-visible:outline-honey-700',
              chosen === scope.chosen ? 'bg-honey-100 font-medium text-honey-900' : 'text-stone-700',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={chosen === scope.chosen}
              onChange={() => onChange(scope.chosen ? [] : null)}
              className="sr-only"
            />
            {t(scope.label)}
          </label>
        ))}
      </div>
      {chosen &&
        (apiaries.isPending ? (
          <p className="text-sm text-stone-600">{t('scope.loading')}</p>
        ) : apiaries.isError ? (
          <p className="text-sm text-red-700">{t('scope.loadFailed')}</p>
        ) : apiaries.data.length === 0 ? (
          <p className="text-sm text-stone-700">{t('scope.noApiary')}</p>
        ) : (
          <ul className="flex flex-col">
            {apiaries.data.map((apiary) => (
              <ApiaryChoice
                key={apiary.id}
                apiary={apiary}
                checked={value.includes(apiary.id)}
                onChange={(on) => onChange(on ? [...value, apiary.id] : value.filter((id) => id !== apiary.id))}
              />
            ))}
          </ul>
        ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ApiaryChoice({
  apiary,
  checked,
  onChange,
}: {
  apiary: Apiary;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Label htmlFor={id} translate="no" className="text-sm font-normal">
        {apiary.name}
      </Label>
    </li>
  );
}
