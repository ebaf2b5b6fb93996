import type { FormEvent } from 'react';
import { NEWSLETTER_SIGNUP_MESSAGES } from '@shared/messages/newsletter-signup';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSignUpForNewsletter } from '../api/sign-up-for-newsletter';
import { LandingSection } from './landing-section';

const SIGNUP_FAILED = 'We could not sign you up. Please try again.';

/**
 * The newsletter signup: a plain form with the browser's own checks (required, e-mail type), so the landing page
 * ships no form or validation library; the server validates again and its message is shown when it refuses.
 */
export function NewsletterSection() {
  const signUp = useSignUpForNewsletter();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    signUp.mutate(
      { email },
      {
        onSuccess: () => {
          form.reset();
          toast({
            title: 'Check your inbox to confirm',
            description: NEWSLETTER_SIGNUP_MESSAGES.checkInbox,
            variant: 'success',
          });
        },
        onError: (error) => {
          toast({
            title: 'Subscription failed',
            description: (isApiError(error) && error.serverMessage) || SIGNUP_FAILED,
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <LandingSection
      id="newsletter"
      title="Beekeeping tips in your inbox"
      intro="Seasonal hive-care tips, varroa reminders and HiveKeeper news, written by beekeepers for beekeepers."
      className="bg-honey-100"
    >
      <form onSubmit={handleSubmit} className="flex max-w-xl flex-col gap-2">
        <Label htmlFor="newsletter-email">Email address</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
          <Button type="submit" disabled={signUp.isPending} className="sm:w-40">
            {signUp.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </div>
      </form>
    </LandingSection>
  );
}
