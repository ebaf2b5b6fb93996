import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { User } from '@shared/schemas/user';
import { PageHeader } from '@/components/page-header';

/**
 * `/profile`: the beekeeper's account, and the sections other features add (the subscription, composed in the
 * route). Editing the profile arrives with the Profile issue; nothing here pretends to edit yet.
 */
export function ProfilePage({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Profile" description="Your HiveKeeper account and your plan." />
      <AccountSection user={user} />
      {children}
    </div>
  );
}

function AccountSection({ user }: { user: User }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return (
    <section
      aria-labelledby="account-heading"
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-6"
    >
      <h2 id="account-heading" className="text-xl font-semibold text-stone-900">
        Account
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm wrap-anywhere">
        {name && <AccountFact term="Name">{name}</AccountFact>}
        {user.username && <AccountFact term="Username">{user.username}</AccountFact>}
        <AccountFact term="E-mail">{user.email}</AccountFact>
        <AccountFact term="Member since">
          <time dateTime={user.createdAt}>{format(new Date(user.createdAt), 'MMM d, yyyy')}</time>
        </AccountFact>
      </dl>
    </section>
  );
}

function AccountFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </>
  );
}
