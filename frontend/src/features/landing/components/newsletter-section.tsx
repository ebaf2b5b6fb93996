import { useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input, Label } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

import { signUpForNewsletter } from '../api/sign-up-for-newsletter';
import { useLandingWords } from '../landing-words';
import { LandingSection } from './landing-section';

/**
 * The newsletter signup: a plain form with the browser's own checks (required, e-mail type), so the landing page
 * ships no form or validation library; the server validates again and its message is shown when it refuses.
 */
export function NewsletterSection() {
  // A plain promise, not a react-query mutation: the landing's first load has no room for its code.
  const [pending, setPending] = useState(false);
  const words = useLandingWords();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setPending(true);
    signUpForNewsletter({ email })
      .then(() => {
        form.reset();
        toast({
          title: words['newsletter.checkInbox'],
          description: words['newsletter.checkInbox.detail'],
          variant: 'success',
        });
      })
      .catch((error: unknown) => {
        toast({
          title: words['newsletter.failed'],
          description: (isApiError(error) && error.serverMessage) || words['newsletter.failed.detail'],
          variant: 'destructive',
        });
      })
      .finally(() => setPending(false));
  }

  return (
    <LandingSection
      id="newsletter"
      title={words['newsletter.title']}
      intro={words['newsletter.intro']}
      className="bg-honey-100"
    >
      <form onSubmit={handleSubmit} className="flex max-w-xl flex-col gap-2">
        <Label htmlFor="newsletter-email">{words['newsletter.email']}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
          <button type="submit" disabled={pending} className={cn(buttonVariants(), 'sm:w-40')}>
            {pending ? words['newsletter.subscribing'] : words['newsletter.subscribe']}
          </button>
        </div>
      </form>
    </LandingSection>
  );
}
