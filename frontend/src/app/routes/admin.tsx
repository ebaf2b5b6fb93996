import { PageHeader } from '@/components/page-header';
import { FeedbackManagement } from '@/features/feedback/components/feedback-management';
import { TestNotificationCard } from '@/features/notifications/components/test-notification-card';
import { useDocumentTitle } from '../page-title';

/**
 * `/admin` (admins only; the router shows everyone else the 403 screen and the server refuses them too). Its one
 * section for now is Feedback Management; the marketing issue adds the other two as tabs. The Test Notification
 * System card sits between the stat cards and the list, as the spec orders them.
 */
export function AdminRoute() {
  useDocumentTitle('admin');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Admin Dashboard" description="Read and follow up what beekeepers and visitors tell us." />
      <section aria-labelledby="feedback-management" className="flex flex-col gap-4">
        <h2 id="feedback-management" className="text-xl font-semibold text-stone-900">
          Feedback Management
        </h2>
        <FeedbackManagement afterStats={<TestNotificationCard />} />
      </section>
    </div>
  );
}
