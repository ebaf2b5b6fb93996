import { toCalendarDate } from '@shared/rules/calendar';
import { TASK_DEFAULTS, type ParsedTaskInput, type Task, type TaskPatch } from '@shared/schemas/task';
import type { CreateDialogProps } from '@/components/add-record-button';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { TaskForm } from './task-form';
import { TASK_RECORD } from './task-record';

/** The links and repeat interval a form left empty, as the API takes them: null, "none". */
function withEmptyLinks(input: ParsedTaskInput) {
  return {
    ...input,
    description: input.description ?? null,
    hiveId: input.hiveId ?? null,
    apiaryId: input.apiaryId ?? null,
    repeat: input.repeat ?? 'none',
    repeatEveryDays: input.repeatEveryDays ?? null,
  } satisfies TaskPatch;
}

/** Add Task: a new task due today, with the spec's defaults (medium, inspection), not repeating. */
export function CreateTaskDialog(dialog: CreateDialogProps) {
  const createTask = useCreateTask();
  return (
    <RecordFormDialog
      {...dialog}
      kind={TASK_RECORD}
      title="Add Task"
      description="Something to do at your hives, and when."
    >
      <TaskForm
        defaultValues={{
          title: '',
          description: '',
          dueDate: toCalendarDate(new Date()),
          priority: TASK_DEFAULTS.priority,
          type: TASK_DEFAULTS.type,
          hiveId: '',
          apiaryId: '',
          repeat: 'none',
          repeatEveryDays: '',
        }}
        save={(input) => createTask.mutateAsync(withEmptyLinks(input))}
      />
    </RecordFormDialog>
  );
}

/** A task's Edit button and its dialog, prefilled; what was emptied is removed (sent as null). */
export function EditTaskDialog({ task }: { task: Task }) {
  const updateTask = useUpdateTask();
  return (
    <RecordFormDialog kind={TASK_RECORD} record={{ name: task.title }} description={`Change "${task.title}".`}>
      <TaskForm
        hiveName={task.hiveName ?? undefined}
        defaultValues={{
          title: task.title,
          description: task.description ?? '',
          dueDate: task.dueDate,
          priority: task.priority,
          type: task.type,
          hiveId: task.hiveId ?? '',
          apiaryId: task.apiaryId ?? '',
          repeat: task.repeat,
          repeatEveryDays: task.repeatEveryDays ?? '',
        }}
        save={(input) => updateTask.mutateAsync({ id: task.id, patch: withEmptyLinks(input) })}
      />
    </RecordFormDialog>
  );
}
