import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useApiaries } from '@/api/get-apiaries';
import { useHiveCount } from '@/api/use-hives';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

interface GettingStartedProps {
  /** Opens the Create New Apiary dialog (from the apiaries feature, composed by the app). */
  createApiaryAction: ReactNode;
  /** Opens the Add New Hive dialog (from the hives feature, composed by the app). */
  addHiveAction: ReactNode;
}

interface Step {
  title: string;
  description: string;
  done: boolean;
  action: ReactNode;
}

/**
 * A new beekeeper's first steps, each ticked from their data (the apiaries and their hive counts) rather than from
 * anything remembered, so a step done on another screen or device shows done here.
 */
export function GettingStarted({ createApiaryAction, addHiveAction }: GettingStartedProps) {
  const apiaries = useApiaries();
  const hiveCount = useHiveCount();
  const steps: Step[] = [
    {
      title: 'Create an apiary',
      description: 'The place where you keep your hives.',
      done: (apiaries.data?.length ?? 0) > 0,
      action: createApiaryAction,
    },
    {
      title: 'Add your hives',
      description: 'One record per colony, in its apiary.',
      done: (hiveCount ?? 0) > 0,
      action: addHiveAction,
    },
  ];
  const doneCount = steps.filter((step) => step.done).length;

  return (
    <Card role="region" aria-labelledby="getting-started-title">
      <CardHeader>
        <h2 id="getting-started-title" className="text-lg font-semibold text-stone-900">
          Getting started
        </h2>
        <CardDescription>
          {doneCount} of {steps.length} done
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-busy={apiaries.isPending} className="flex flex-col divide-y divide-stone-200">
          {steps.map((step) => (
            <li
              key={step.title}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="flex min-w-0 items-start gap-3">
                {step.done ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
                )}
                <div className="flex min-w-0 flex-col">
                  <p className="font-medium text-stone-900">
                    {step.title}
                    <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                  </p>
                  <p className="text-sm text-stone-700">{step.description}</p>
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
