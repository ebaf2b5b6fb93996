import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES } from '@shared/messages';
import { profileUpdateInputSchema, type ProfileUpdateInput } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/catalog';
import { toastSuccess } from '@/lib/outcome-toasts';
import { useUpdateProfile } from '../api/update-profile';
import { profileMessages } from '../messages';
import { useUsernameAvailability, type UsernameAvailability } from '../hooks/use-username-availability';
import { toastProfileFailure } from '../utils/toast-profile-failure';

type DetailField = 'username' | 'firstName' | 'lastName' | 'bio';
type Details = Record<DetailField, string>;
const DETAIL_FIELDS: readonly DetailField[] = ['username', 'firstName', 'lastName', 'bio'];

function detailsOf(user: CurrentUser): Details {
  return {
    username: user.username ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
  };
}

/** Only what the beekeeper changed (spec section 9); a cleared field is sent blank and stored as none. */
function changedDetails(saved: Details, edited: Details): ProfileUpdateInput {
  return Object.fromEntries(DETAIL_FIELDS.filter((field) => edited[field] !== saved[field]).map((f) => [f, edited[f]]));
}

/** Username, names and bio, saved with `PATCH /api/auth/profile`; the e-mail is the sign-in name and read-only. */
export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const t = useMessages(profileMessages);
  const saved = detailsOf(user);
  const [edited, setEdited] = useState<Details>(saved);
  const [errors, setErrors] = useState<Partial<Record<DetailField, string>>>({});
  const availability = useUsernameAvailability(edited.username, user.username);
  const updateProfile = useUpdateProfile();
  const changes = changedDetails(saved, edited);
  const unchanged = Object.keys(changes).length === 0;
  const usernameBlocked = availability.state === 'checking' || availability.state === 'unavailable';

  const edit = (field: DetailField) => (value: string) => {
    setEdited((details) => ({ ...details, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = profileUpdateInputSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as typeof errors,
      );
      return;
    }
    try {
      const updated = await updateProfile.mutateAsync(changes);
      setEdited(detailsOf(updated));
      toastSuccess(PROFILE_MESSAGES.updated);
    } catch (error) {
      toastProfileFailure(error);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-4">
      <FormField label={t('username')} error={errors.username} hint={<UsernameStatus availability={availability} />}>
        <Input
          value={edited.username}
          onChange={(event) => edit('username')(event.target.value)}
          autoComplete="username"
          spellCheck={false}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('firstName')} error={errors.firstName}>
          <Input
            value={edited.firstName}
            onChange={(event) => edit('firstName')(event.target.value)}
            autoComplete="given-name"
          />
        </FormField>
        <FormField label={t('lastName')} error={errors.lastName}>
          <Input
            value={edited.lastName}
            onChange={(event) => edit('lastName')(event.target.value)}
            autoComplete="family-name"
          />
        </FormField>
      </div>
      <FormField label={t('email')} hint={t('emailHint')}>
        <Input value={user.email} readOnly type="email" />
      </FormField>
      {/* The bio is the beekeeper's own words, which browser translators leave as they are. */}
      <FormField label={t('bio')} error={errors.bio}>
        <Textarea value={edited.bio} onChange={(event) => edit('bio')(event.target.value)} rows={3} translate="no" />
      </FormField>
      <div>
        <Button type="submit" disabled={unchanged || usernameBlocked || updateProfile.isPending}>
          {updateProfile.isPending ? t('saving') : t('saveProfile')}
        </Button>
      </div>
    </form>
  );
}

/** The username check's state in words (spec sections 8 and 9), announced politely as it changes. */
function UsernameStatus({ availability }: { availability: UsernameAvailability }) {
  const t = useMessages(profileMessages);
  return (
    <span role="status" className="inline-flex items-center gap-1">
      {availability.state === 'idle' && t('usernameHint')}
      {availability.state === 'checking' && (
        <>
          <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
          {t('usernameChecking')}
        </>
      )}
      {availability.state === 'available' && (
        <span className="inline-flex items-center gap-1 text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-3.5" />
          {t('usernameAvailable')}
        </span>
      )}
      {availability.state === 'unavailable' && (
        <span className="inline-flex items-center gap-1 text-red-700">
          <XCircle aria-hidden="true" className="size-3.5" />
          {availability.message}
        </span>
      )}
      {availability.state === 'error' && <span className="text-red-700">{t('usernameCheckFailed')}</span>}
    </span>
  );
}
