import { useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES } from '@shared/messages';
import { brokenPasswordRules, PASSWORD_RULE_SUMMARY } from '@shared/password-policy';
import { PasswordChecklist } from '@/components/password-checklist';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { changePassword } from '@/lib/auth';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { profileMessages } from '../messages';
import { passwordChangeFailure } from '../utils/password-change-failure';

interface PasswordErrors {
  current?: string;
  next?: string;
}

/** Change Password through Amplify (Cognito's ChangePassword), with the pool's rule ticked as the new one is typed. */
export function ChangePasswordSection() {
  const t = useMessages(profileMessages);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: PasswordErrors = {
      ...(current === '' ? { current: t('password.currentMissing') } : {}),
      ...(brokenPasswordRules(next).length > 0 ? { next: PASSWORD_RULE_SUMMARY } : {}),
    };
    setErrors(found);
    if (found.current || found.next) return;
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      toast({
        title: PROFILE_MESSAGES.passwordChangedTitle,
        description: PROFILE_MESSAGES.passwordChanged,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: PROFILE_MESSAGES.passwordChangeFailedTitle,
        description: passwordChangeFailure(error, t),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormField label={t('password.current')} error={errors.current}>
        <Input
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </FormField>
      <FormField label={t('password.new')} error={errors.next}>
        <Input
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
      </FormField>
      <PasswordChecklist password={next} />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t('password.changing') : t('password.change')}
        </Button>
      </div>
    </form>
  );
}
