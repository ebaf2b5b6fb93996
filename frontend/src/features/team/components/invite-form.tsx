import { useState, type FormEvent } from 'react';
import { TEAM_ROLES, type TeamRole } from '@shared/domain/teams';
import { TOASTS } from '@shared/messages';
import { teamInvitationInputSchema } from '@shared/schemas/team';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toastSuccess } from '@/lib/outcome-toasts';
import { toastRefusal } from '../utils/toast-refusal';
import { useInviteTeamMember } from '../api/team';
import { teamMessages } from '../messages';
import { ScopePicker } from './scope-picker';

/**
 * Invites a beekeeper by e-mail with a role, to the whole account or chosen apiaries; the server's refusals (own
 * address, invited already, full) show.
 */
export function InviteForm() {
  const t = useMessages(teamMessages);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('editor');
  const [apiaryIds, setApiaryIds] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [scopeError, setScopeError] = useState<string | undefined>();
  const invite = useInviteTeamMember();

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = teamInvitationInputSchema.safeParse({ email, role, apiaryIds });
    if (!parsed.success) {
      const messageOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setError(messageOf('email'));
      setScopeError(messageOf('apiaryIds'));
      return;
    }
    try {
      await invite.mutateAsync(parsed.data);
      toastSuccess(TOASTS.invitationSent(parsed.data.email));
      setEmail('');
    } catch (failure) {
      const fieldError = isApiError(failure, 400) ? failure.body?.errors?.email?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else toastRefusal(failure, t('invite.failed'));
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField label={t('invite.email')} error={error}>
          <Input
            type="email"
            value={email}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <FormField label={t('invite.role')} hint={t(`may.${role}`)}>
          <Select value={role} onChange={(event) => setRole(event.target.value as TeamRole)}>
            {TEAM_ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`role.${choice}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <ScopePicker
        value={apiaryIds}
        onChange={(chosen) => {
          setApiaryIds(chosen);
          setScopeError(undefined);
        }}
        error={scopeError}
      />
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('invite.sending') : t('invite.send')}
        </Button>
      </div>
    </form>
  );
}
