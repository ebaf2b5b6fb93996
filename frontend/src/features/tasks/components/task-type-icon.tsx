import { Camera, ClipboardCheck, Droplets, Package, Syringe, Wrench, type LucideIcon } from 'lucide-react';
import type { TaskType } from '@shared/schemas/task';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/catalog';
import { upcomingTasksMessages } from '../upcoming-tasks-messages';

/** Each task type's icon; a camera for 'other', as the spec's dashboard draws it. */
const TASK_TYPE_ICONS = {
  inspection: ClipboardCheck,
  treatment: Syringe,
  feeding: Droplets,
  harvest: Package,
  maintenance: Wrench,
  other: Camera,
} as const satisfies Record<TaskType, LucideIcon>;

interface TaskTypeIconProps {
  type: TaskType;
  /** Hidden from screen readers where the type is said anyway (inside a checkbox's label). */
  decorative?: boolean;
  className?: string;
}

/** A task's type as an icon, named for screen readers ("Inspection") unless `decorative`. */
export function TaskTypeIcon({ type, decorative = false, className }: TaskTypeIconProps) {
  const t = useMessages(upcomingTasksMessages);
  const Icon = TASK_TYPE_ICONS[type];
  const name = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t(`type.${type}`) };
  return <Icon {...name} className={cn('size-5 shrink-0 text-honey-700', className)} />;
}
