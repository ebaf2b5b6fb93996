import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { REPEAT_EVERY_DAYS, TASK_REPEATS } from '@shared/domain/task-repeats';
import {
  TASK_PRIORITIES,
  TASK_TYPES,
  taskInputSchema,
  type ParsedTaskInput,
  type TaskInput,
} from '@shared/schemas/task';
import { useApiaries } from '@/api/get-apiaries';
import { HivePicker } from '@/components/hive-picker';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ChoiceOptions, RecordOptions } from '@/components/ui/select-options';
import { Spinner } from '@/components/ui/spinner';
import { WholeNumberInput } from '@/components/ui/whole-number-input';
import { useMessages } from '@/lib/i18n/catalog';
import { tasksMessages } from '../messages';
import { upcomingTasksMessages } from '../upcoming-tasks-messages';
import { choiceNames } from './task-texts';

interface TaskFormProps {
  defaultValues: TaskInput;
  /** The name of the hive of a task being edited, shown before the hive picker's page loads. */
  hiveName?: string | undefined;
  /** The task's create or update request. */
  save: (input: ParsedTaskInput) => Promise<unknown>;
}

/**
 * The fields of a task, checked with the API's own schema (the spec's messages): title, due date, priority and
 * type, an optional hive and apiary, how it repeats (the number of days only for "Every N days"), and notes.
 */
export function TaskForm({ defaultValues, hiveName, save }: TaskFormProps) {
  const t = useMessages(tasksMessages);
  const typeName = useMessages(upcomingTasksMessages);
  const apiaries = useApiaries();
  // The apiary select's options come first: a select shows the task's apiary only once it is among them.
  if (apiaries.isPending) return <Spinner label={t('form.loadingApiaries')} className="py-6" />;
  return (
    <RecordForm schema={taskInputSchema} defaultValues={defaultValues} save={save}>
      {(form) => (
        <>
          <RegisteredField form={form} name="title" label={t('form.title')}>
            <Input autoComplete="off" />
          </RegisteredField>
          <div className="grid gap-4 sm:grid-cols-3">
            <RegisteredField form={form} name="dueDate" label={t('form.dueDate')}>
              <Input type="date" />
            </RegisteredField>
            <RegisteredField form={form} name="priority" label={t('form.priority')}>
              <Select>
                <ChoiceOptions
                  choices={TASK_PRIORITIES}
                  labels={choiceNames(TASK_PRIORITIES, (priority) => t(`priority.${priority}`))}
                />
              </Select>
            </RegisteredField>
            <RegisteredField form={form} name="type" label={t('form.type')}>
              <Select>
                <ChoiceOptions
                  choices={TASK_TYPES}
                  labels={choiceNames(TASK_TYPES, (type) => typeName(`type.${type}`))}
                />
              </Select>
            </RegisteredField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="hiveId" label={t('form.hive')}>
              <HivePicker noneLabel={t('form.noHive')} chosen={defaultValues.hiveId} chosenName={hiveName} />
            </RegisteredField>
            <RegisteredField form={form} name="apiaryId" label={t('form.apiary')}>
              <Select>
                <option value="">{t('form.noApiary')}</option>
                <RecordOptions records={apiaries.data ?? []} />
              </Select>
            </RegisteredField>
          </div>
          <RepeatFields form={form} />
          <RegisteredField form={form} name="description" label={t('form.description')}>
            <Textarea />
          </RegisteredField>
        </>
      )}
    </RecordForm>
  );
}

/** How the task repeats; the number of days shows (and counts) only for "Every N days". */
function RepeatFields({ form }: { form: UseFormReturn<TaskInput, unknown, ParsedTaskInput> }) {
  const t = useMessages(tasksMessages);
  const everyNDays = form.watch('repeat') === 'every_n_days';
  const { setValue } = form;
  // A hidden number would be refused ("only for a task that repeats every N days"): it goes with its field.
  useEffect(() => {
    if (!everyNDays) setValue('repeatEveryDays', '');
  }, [everyNDays, setValue]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RegisteredField form={form} name="repeat" label={t('form.repeat')}>
        <Select>
          <ChoiceOptions choices={TASK_REPEATS} labels={choiceNames(TASK_REPEATS, (repeat) => t(`repeat.${repeat}`))} />
        </Select>
      </RegisteredField>
      {everyNDays && (
        <RegisteredField form={form} name="repeatEveryDays" label={t('form.everyHowManyDays')}>
          <WholeNumberInput range={REPEAT_EVERY_DAYS} />
        </RegisteredField>
      )}
    </div>
  );
}
