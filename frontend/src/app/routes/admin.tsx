import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { FeedbackManagement } from '@/features/feedback/components/feedback-management';
import { ContentGenerator } from '@/features/marketing/components/content-generator';
import { MarketingAssets } from '@/features/marketing/components/marketing-assets';
import { TestNotificationCard } from '@/features/notifications/components/test-notification-card';
import { appMessages } from '@/components/layouts/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** The admin screen's tabs; each one's name is the app catalogue's `admin.tab.<tab>`. */
const ADMIN_TABS = ['feedback', 'marketing', 'content', 'tools'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

/** The query `/admin` keeps its tab in, so a reload or a shared link opens the same one. */
const TAB_QUERY = 'tab';

const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.some((tab) => tab === value);

/**
 * `/admin` (admins only; the router shows everyone else the 403 screen and the server refuses them too): the spec's
 * three tabs, and Admin Tools. Issue #23 moved the spec's Test Notification System card there from Feedback
 * Management, where a developer's form sat above the moderation queue; Marketing Assets and the AI Content
 * Generator are the marketing feature's.
 */
export function AdminRoute() {
  const t = useMessages(appMessages);
  useDocumentTitle(t('admin.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_QUERY);
  const tab: AdminTab = isAdminTab(requested) ? requested : 'feedback';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (params) => {
              params.set(TAB_QUERY, value);
              return params;
            },
            { replace: true },
          )
        }
        className="flex flex-col gap-6"
      >
        <Tabs.List aria-label={t('admin.sections')} className="flex flex-wrap gap-x-1 border-b border-stone-200">
          {ADMIN_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-700 hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-honey-500 focus-visible:outline-none data-[state=active]:border-honey-600 data-[state=active]:text-stone-900"
            >
              {t(`admin.tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="feedback" className="focus-visible:outline-none">
          <FeedbackManagement />
        </Tabs.Content>
        <Tabs.Content value="marketing" className="focus-visible:outline-none">
          <MarketingAssets />
        </Tabs.Content>
        <Tabs.Content value="content" className="focus-visible:outline-none">
          <ContentGenerator />
        </Tabs.Content>
        <Tabs.Content value="tools" className="focus-visible:outline-none">
          <TestNotificationCard />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
