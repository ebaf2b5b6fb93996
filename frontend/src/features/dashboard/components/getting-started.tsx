import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useApiaries } from '@/api/get-apiaries';
import { latestInspectionsQueryOptions } from '@/api/get-inspections';
import { RECENT_ACTIVITY_COUNT } from '../api/get-recent-activity';
import { useHiveCount } from '@/api/use-hives';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';

export interface GettingStartedProps {
  /** Opens the Create New Apiary dialog (from the apiaries feature, composed by the app). */
  createApiaryAction: ReactNode;
  /** Opens the Add New Hive dialog (from the hives feature, composed by the app). */
  addHiveAction: ReactNode;
  /** Opens the Record Inspection dialog (from the inspections feature, composed by the app). */
  recordInspectionAction: ReactNode;
  /** Closes the checklist for good, for the account (the server keeps it). */
  onDismiss: () => void;
}

interface Step {
  /** Names the step's title and description in the catalogue (`gettingStarted.<id>.title`). */
  id: 'apiary' | 'hives' | 'inspection';
  done: boolean;
  action: ReactNode;
}

/**
 * A beekeeper's first steps, each ticked from their data (the apiaries with their hive counts, and their newest
 * inspection: one request each, whatever the account's size) rather than from anything remembered, so a step done
 * on another screen or device shows done here. It stays until every step is done or the beekeeper closes it; before
 * the data is in, it shows nothing rather than steps that may be done.
 */
export function GettingStarted({
  createApiaryAction,
  addHiveAction,
  recordInspectionAction,
  onDismiss,
}: GettingStartedProps) {
  const t = useMessages(dashboardMessages);
  const apiaries = useApiaries();
  const hiveCount = useHiveCount();
  // The same query as Recent Activity's inspections, so the dashboard asks for them once.
  const latestInspection = useQuery(latestInspectionsQueryOptions({ limit: RECENT_ACTIVITY_COUNT }));
  if (!apiaries.data || !latestInspection.data) return null;

  const steps: Step[] = [
    {
      id: 'apiary',
      done: apiaries.data.length > 0,
      action: createApiaryAction,
    },
    {
      id: 'hives',
      done: (hiveCount ?? 0) > 0,
      action: addHiveAction,
    },
    {
      id: 'inspection',
      done: latestInspection.data.length > 0,
      action: recordInspectionAction,
    },
  ];
  const doneCount = steps.filter((step) => step.done).length;
  if (doneCount === steps.length) return null;

  return (
    <Card role="region" aria-labelledby="getting-started-title">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="flex flex-col gap-1.5">
          <h2 id="getting-started-title" className="text-lg font-semibold text-stone-900">
            {t('gettingStarted.title')}
          </h2>
          <CardDescription>{t('gettingStarted.progress', { done: doneCount, total: steps.length })}</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-11 shrink-0"
          aria-label={t('gettingStarted.dismiss')}
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y divide-stone-200">
          {steps.map((step) => (
            <li key={step.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="flex min-w-0 items-start gap-3">
                {step.done ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
                )}
                <div className="flex min-w-0 flex-col">
                  <p className="font-medium text-stone-900">
                    {t(`gettingStarted.${step.id}.title`)}
                    <span className="sr-only">{t(step.done ? 'gettingStarted.done' : 'gettingStarted.toDo')}</span>
                  </p>
                  <p className="text-sm text-stone-700">{t(`gettingStarted.${step.id}.description`)}</p>
                </div>
              </div>
              {!step.done && step.action}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
