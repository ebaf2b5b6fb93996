import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The screen's h1. */
  title: string;
  /** What the screen is for, under the title. */
  description: ReactNode;
  /** The screen's main action (Add Hive), beside the title from 640px, under it on phones. */
  action?: ReactNode;
}

/**
 * The top of a record screen: its heading, what it is for and its main action. The heading can take focus from code
 * (not from Tab): focus goes there after sign-in, and after deleting a list's last record.
 */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 wrap-anywhere">
        <h1 tabIndex={-1} className="rounded-sm text-2xl font-bold text-stone-900 md:text-3xl">
          {title}
        </h1>
        <p className="text-stone-700">{description}</p>
      </div>
      {action}
    </div>
  );
}
