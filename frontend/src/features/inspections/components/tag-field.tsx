import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import type { InspectionFormApi } from './inspection-form-api';
import { useMessages } from '@/lib/i18n/catalog';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { inspectionMessages } from '../messages';
import type { Suggestion } from '../suggestion-messages';

interface TagFieldProps {
  form: InspectionFormApi;
  name: 'diseases' | 'treatments';
  label: string;
  /** Names the group of common entries ("Common diseases seen"). */
  commonLabel: string;
  /** Common entries offered with one tap, stored as their value and shown as their label; anything else can be typed. */
  suggestions: readonly Suggestion[];
  placeholder: string;
}

/**
 * A list of short texts as removable tags: type one and press Enter (or Add), or tap a common one. The same entry
 * is never added twice, whatever its case.
 */
export function TagField({ form, name, label, commonLabel, suggestions, placeholder }: TagFieldProps) {
  const t = useMessages(inspectionMessages);
  const say = useMessageText();
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const [draft, setDraft] = useState('');
  const tags = field.value ?? [];
  const has = (text: string) => tags.some((tag) => tag.toLowerCase() === text.toLowerCase());
  const offered = suggestions.filter((suggestion) => !has(suggestion.value));
  // A common entry reads in the language shown; one the beekeeper typed reads as typed.
  const shown = (tag: string) => suggestions.find(({ value }) => value === tag)?.label ?? tag;
  // A 400 names the list, or one entry of it (`diseases.2`).
  const shownError = fieldState.error?.message ?? firstEntryError(fieldState.error);
  const error = shownError && say(shownError);

  function add(text: string) {
    const tag = text.trim();
    if (tag !== '' && !has(tag)) field.onChange([...tags, tag]);
  }

  function addDraft() {
    add(draft);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the tag here instead of submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addDraft();
  }

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {tags.length > 0 && (
        <ul aria-label={`${label} (${tags.length})`} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="min-w-0">
              <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-honey-100 py-0.5 pr-0.5 pl-3 text-sm text-honey-900">
                <span className="min-w-0 break-words">{shown(tag)}</span>
                <button
                  type="button"
                  aria-label={t('tag.remove', { tag: shown(tag) })}
                  onClick={() => field.onChange(tags.filter((kept) => kept !== tag))}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-honey-200 focus-visible:outline-2 focus-visible:outline-honey-800"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={field.onBlur}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button
          variant="outline"
          onClick={addDraft}
          disabled={draft.trim() === ''}
          aria-label={t('tag.addTo', { label })}
        >
          {t('tag.add')}
        </Button>
      </div>
      {offered.length > 0 && (
        <div role="group" aria-label={commonLabel} className="flex flex-wrap gap-1.5">
          {offered.map((suggestion) => (
            <button
              key={suggestion.value}
              type="button"
              onClick={() => add(suggestion.value)}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-honey-700"
            >
              <Plus aria-hidden="true" className="size-3.5" />
              {suggestion.label}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function firstEntryError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error as ({ message?: string } | undefined)[]).find((entry) => entry?.message)?.message;
}
