import { useState } from 'react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@shared/schemas/feedback';
import { QueryContent } from '@/components/query-content';
import { Select } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { ChoiceOptions } from '@/components/ui/select-options';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n/catalog';
import { useAllFeedback } from '../api/get-all-feedback';
import { feedbackMessages } from '../messages';
import { FeedbackAdminItem } from './feedback-admin-item';
import { useCategoryLabels, useStatusLabels } from './feedback-labels';
import { FeedbackStatCards } from './feedback-stat-cards';

/**
 * The admin's Feedback Management: the stat cards, status and category filters, and everyone's feedback newest
 * first, page by page, each with an inline status selector.
 */
export function FeedbackManagement() {
  const t = useMessages(feedbackMessages);
  const statusLabels = useStatusLabels();
  const categoryLabels = useCategoryLabels();
  const [status, setStatus] = useState<FeedbackStatus | undefined>();
  const [category, setCategory] = useState<FeedbackCategory | undefined>();
  const feedback = useAllFeedback({ status, category });

  return (
    <div className="flex flex-col gap-6">
      <FeedbackStatCards />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-900">
          {t('admin.filterStatus')}
          <Select
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || undefined) as FeedbackStatus | undefined)}
          >
            <option value="">{t('admin.allStatuses')}</option>
            <ChoiceOptions choices={FEEDBACK_STATUSES} labels={statusLabels} />
          </Select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-900">
          {t('admin.filterCategory')}
          <Select
            value={category ?? ''}
            onChange={(event) => setCategory((event.target.value || undefined) as FeedbackCategory | undefined)}
          >
            <option value="">{t('admin.allCategories')}</option>
            <ChoiceOptions choices={FEEDBACK_CATEGORIES} labels={categoryLabels} />
          </Select>
        </label>
      </div>
      <QueryContent query={feedback} what={t('admin.what')} loading={<Skeleton className="h-40 w-full" />}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) return <p className="text-stone-700">{t('admin.noMatches')}</p>;
          return (
            <>
              <ul aria-label={t('admin.list')} className="flex flex-col gap-3">
                {items.map((item) => (
                  <FeedbackAdminItem key={item.id} feedback={item} />
                ))}
              </ul>
              {feedback.hasNextPage && (
                <LoadMore
                  onLoadMore={() => void feedback.fetchNextPage()}
                  isLoading={feedback.isFetchingNextPage}
                  pageCount={data.pages.length}
                  label={t('admin.loadMore')}
                />
              )}
            </>
          );
        }}
      </QueryContent>
    </div>
  );
}
