import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** The action that fills the view (Create First Apiary). */
  action?: ReactNode;
  className?: string;
}

/** A data view with nothing in it yet, and the way to add the first item. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col items-center gap-3 rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center wrap-anywhere',
        className,
      )}
    >
      {icon}
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {description && <p className="max-w-md text-sm text-stone-700">{description}</p>}
      {action}
    </div>
  );
}
