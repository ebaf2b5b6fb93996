import type { ReactNode } from 'react';
import type { CurrentUser } from '@shared/schemas/user';
import { PageHeader } from '@/components/page-header';
import { PageSection } from '@/components/page-section';
import { formatDate } from '@/lib/i18n/format';
import { useMessages } from '@/lib/i18n/catalog';
import { profileMessages } from '../messages';
import { ChangePasswordSection } from './change-password-section';
import { ExportDataSection } from './export-data-section';
import { DeleteAccountSection } from './delete-account-section';
import { PreferencesSection } from './preferences-section';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePictureSection } from './profile-picture-section';

/** `/profile`: the beekeeper's account, statistics and preferences, then the sections other features add. */
export function ProfilePage({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const t = useMessages(profileMessages);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      <PageSection id="account" title={t('section.account')}>
        <ProfilePictureSection user={user} />
        <ProfileDetailsForm user={user} />
      </PageSection>
      <PageSection id="statistics" title={t('section.statistics')}>
        <Statistics user={user} />
      </PageSection>
      <PageSection id="preferences" title={t('section.preferences')}>
        <PreferencesSection user={user} />
      </PageSection>
      <PageSection id="password" title={t('section.password')}>
        <ChangePasswordSection />
      </PageSection>
      <PageSection id="export-data" title={t('export.title')}>
        <ExportDataSection user={user} />
      </PageSection>
      {children}
      <DeleteAccountSection />
    </div>
  );
}

/** Counted by the server from the beekeeper's records (`statistics` of the user answer). */
function Statistics({ user }: { user: CurrentUser }) {
  const t = useMessages(profileMessages);
  const { hives, apiaries, inspectionsThisYear, daysSinceLastInspection, memberSince } = user.statistics;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <Statistic term={t('statistics.hives')}>{hives}</Statistic>
      <Statistic term={t('statistics.apiaries')}>{apiaries}</Statistic>
      <Statistic term={t('statistics.inspectionsThisYear')}>{inspectionsThisYear}</Statistic>
      <Statistic term={t('statistics.daysSinceLastInspection')}>
        {daysSinceLastInspection ?? (
          <span className="text-base font-normal text-stone-600">{t('statistics.noInspectionYet')}</span>
        )}
      </Statistic>
      <Statistic term={t('statistics.memberSince')}>
        <time dateTime={memberSince} className="text-base">
          {formatDate(new Date(memberSince))}
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
