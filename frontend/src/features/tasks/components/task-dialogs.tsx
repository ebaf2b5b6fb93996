import { toCalendarDate } from '@shared/rules/calendar';
import type { TaskTemplate } from '@shared/rules/task-templates';
import { TASK_DEFAULTS, type ParsedTaskInput, type Task, type TaskPatch } from '@shared/schemas/task';
import type { CreateDialogProps } from '@/components/add-record-button';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { tasksMessages } from '../messages';
import { OWN_WORDS, WithOwnWords } from './own-words';
import { TaskForm } from './task-form';
import { TASK_RECORD } from './task-record';
import { versionOf } from '@/lib/offline/queued-write';

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

/** A suggested task (a season's template, in the language shown) for the apiary it was suggested for. */
export interface TaskSuggestion {
  template: TaskTemplate;
  apiaryId: string | null;
}

interface CreateTaskDialogProps extends CreateDialogProps {
  /** The suggestion the form starts from, to adjust before adding. */
  suggestion?: TaskSuggestion | undefined;
}

/**
 * Add Task: a new task due today, with the spec's defaults (medium, inspection), not repeating; or a suggested task,
 * filled in, to adjust before adding.
 */
export function CreateTaskDialog({ suggestion, ...dialog }: CreateTaskDialogProps) {
  const t = useMessages(tasksMessages);
  const createTask = useCreateTask();
  const template = suggestion?.template;
  return (
    <RecordFormDialog {...dialog} kind={TASK_RECORD} title={t('addTask')} description={t('form.addDescription')}>
      <TaskForm
        defaultValues={{
          title: template?.title ?? '',
          description: template?.description ?? '',
          dueDate: template?.dueDate ?? toCalendarDate(new Date()),
          priority: template?.priority ?? TASK_DEFAULTS.priority,
          type: template?.type ?? TASK_DEFAULTS.type,
          hiveId: '',
          apiaryId: suggestion?.apiaryId ?? '',
          repeat: template?.repeat ?? 'none',
          repeatEveryDays: template?.repeatEveryDays ?? '',
        }}
        save={(input) => createTask.mutateAsync(withEmptyLinks(input))}
      />
    </RecordFormDialog>
  );
}

/** A task's Edit button and its dialog, prefilled; what was emptied is removed (sent as null). */
export function EditTaskDialog({ task }: { task: Task }) {
  const t = useMessages(tasksMessages);
  const updateTask = useUpdateTask();
  return (
    <RecordFormDialog
      kind={TASK_RECORD}
      record={{ name: task.title }}
      title={t('editTask')}
      description={<WithOwnWords message={t('item.editDescription', { title: OWN_WORDS })} words={task.title} />}
      editButton={{ label: t('item.edit'), name: t('item.editNamed', { title: task.title }) }}
    >
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
        save={(input) =>
          updateTask.mutateAsync({
            id: task.id,
            title: input.title,
            version: versionOf(task),
            patch: withEmptyLinks(input),
          })
        }
      />
    </RecordFormDialog>
  );
}
