import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { EXPORT_MESSAGES } from '@shared/messages';
import type { CurrentUser } from '@shared/schemas/user';
import { PageHeader } from '@/components/page-header';
import { PageSection } from '@/components/page-section';
import { ChangePasswordSection } from './change-password-section';
import { ExportDataSection } from './export-data-section';
import { DeleteAccountSection } from './delete-account-section';
import { PreferencesSection } from './preferences-section';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePictureSection } from './profile-picture-section';

/** `/profile`: the beekeeper's account, statistics and preferences, then the sections other features add. */
export function ProfilePage({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Profile" description="Your HiveKeeper account, your preferences and your plan." />
      <PageSection id="account" title="Account">
        <ProfilePictureSection user={user} />
        <ProfileDetailsForm user={user} />
      </PageSection>
      <PageSection id="statistics" title="Statistics">
        <Statistics user={user} />
      </PageSection>
      <PageSection id="preferences" title="Preferences">
        <PreferencesSection user={user} />
      </PageSection>
      <PageSection id="password" title="Change Password">
        <ChangePasswordSection />
      </PageSection>
      <PageSection id="export-data" title={EXPORT_MESSAGES.title}>
        <ExportDataSection user={user} />
      </PageSection>
      {children}
      <DeleteAccountSection />
    </div>
  );
}

/** Counted by the server from the beekeeper's records (`statistics` of the user answer). */
function Statistics({ user }: { user: CurrentUser }) {
  const { hives, apiaries, inspectionsThisYear, daysSinceLastInspection, memberSince } = user.statistics;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <Statistic term="Hives">{hives}</Statistic>
      <Statistic term="Apiaries">{apiaries}</Statistic>
      <Statistic term="Inspections this year">{inspectionsThisYear}</Statistic>
      <Statistic term="Days since last inspection">
        {daysSinceLastInspection ?? <span className="text-base font-normal text-stone-600">No inspection yet</span>}
      </Statistic>
      <Statistic term="Member since">
        <time dateTime={memberSince} className="text-base">
          {format(new Date(memberSince), 'MMM d, yyyy')}
        </time>
      </Statistic>
    </dl>
  );
}

function Statistic({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-md bg-stone-50 p-3">
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="text-2xl font-semibold text-stone-900">{children}</dd>
    </div>
  );
}
