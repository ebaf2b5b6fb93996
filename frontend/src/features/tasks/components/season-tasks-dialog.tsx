import { Sprout } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { OUTBOX_STATUS, TOASTS } from '@shared/messages';
import { seasonAt } from '@shared/rules/season';
import { seasonTaskTemplates, type TaskTemplate } from '@shared/rules/task-templates';
import { hemisphereOf } from '@shared/rules/varroa';
import type { Apiary } from '@shared/schemas/apiary';
import type { TaskInput } from '@shared/schemas/task';
import { useMay } from '@/api/acting-account';
import { useApiaries } from '@/api/get-apiaries';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogBody, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { Label, Select } from '@/components/ui/input';
import { RecordOptions } from '@/components/ui/select-options';
import { Spinner } from '@/components/ui/spinner';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { isQueuedWrite } from '@/lib/offline/queued-write';
import { failureText } from '@/lib/record-kind';
import { useCreateTasks } from '../api/create-tasks';
import { tasksMessages } from '../messages';
import { CreateTaskDialog, type TaskSuggestion } from './task-dialogs';
import { dueDateLabel } from './task-labels';
import { repeatLabel, translatedTemplate } from './task-texts';
import { TaskTypeIcon } from './task-type-icon';

/**
 * "Add this season's tasks" and its checklist dialog; focus comes back to the button when it closes. Each suggestion
 * can also be adjusted first: the checklist gives way to the Add Task form, filled in from it.
 */
export function SeasonTasksButton() {
  const t = useMessages(tasksMessages);
  const [open, setOpen] = useState(false);
  const [adjusting, setAdjusting] = useState<TaskSuggestion | undefined>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A viewer of a shared account adds no tasks.
  if (!useMay('editor')) return null;
  return (
    <>
      <Button ref={buttonRef} variant="outline" onClick={() => setOpen(true)}>
        <Sprout aria-hidden="true" />
        {t('season.button')}
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        returnFocus={buttonRef}
        title={t('season.title')}
        description={t('season.description')}
      >
        {open && (
          <SeasonChecklist
            onDone={() => setOpen(false)}
            onAdjust={(suggestion) => {
              setOpen(false);
              setAdjusting(suggestion);
            }}
          />
        )}
      </TitledDialog>
      <CreateTaskDialog
        open={adjusting !== undefined}
        onOpenChange={(next) => {
          if (!next) setAdjusting(undefined);
        }}
        returnFocus={buttonRef}
        suggestion={adjusting}
      />
    </>
  );
}

/** The apiary that sets the season (its hemisphere): the first with a latitude, else the first, else none. */
const firstApiaryId = (apiaries: readonly Apiary[]) =>
  (apiaries.find((apiary) => apiary.latitude !== null) ?? apiaries[0])?.id ?? '';

interface ChecklistActions {
  onDone: () => void;
  /** One suggestion, to adjust in the Add Task form before adding it. */
  onAdjust: (suggestion: TaskSuggestion) => void;
}

function SeasonChecklist(actions: ChecklistActions) {
  const t = useMessages(tasksMessages);
  const apiaries = useApiaries();
  if (apiaries.isPending) return <Spinner label={t('form.loadingApiaries')} className="py-6" />;
  return <TemplateChecklist apiaries={apiaries.data ?? []} {...actions} />;
}

/**
 * The season's tasks for the chosen apiary, all checked: the beekeeper unchecks what to skip, and the checked ones
 * are added together (one request, all or none) for that apiary.
 */
function TemplateChecklist({ apiaries, onDone, onAdjust }: { apiaries: readonly Apiary[] } & ChecklistActions) {
  const t = useMessages(tasksMessages);
  const createTasks = useCreateTasks();
  const apiaryFieldId = useId();
  const [apiaryId, setApiaryId] = useState(() => firstApiaryId(apiaries));
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [today] = useState(() => new Date());
  const apiary = apiaries.find((each) => each.id === apiaryId);
  const hemisphere = hemisphereOf(apiary?.latitude);
  const templates = seasonTaskTemplates(today, apiary?.latitude, useUnitSystem()).map((template) =>
    translatedTemplate(t, template),
  );
  const chosen = templates.filter((template) => !skipped.has(template.key));

  function choose(nextApiaryId: string) {
    setApiaryId(nextApiaryId);
    setSkipped(new Set());
  }

  function toggle(key: string) {
    setSkipped((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let saved: Awaited<ReturnType<typeof createTasks.mutateAsync>>;
    try {
      saved = await createTasks.mutateAsync(chosen.map((template) => taskOf(template, apiary?.id ?? null)));
    } catch (error) {
      toastError(failureText(TOASTS.taskCreateFailedBecause, error));
      return;
    }
    toastSuccess(
      isQueuedWrite(saved)
        ? OUTBOX_STATUS.savedOnDevice
        : TOASTS.tasksCreated(t('season.taskCount', { count: chosen.length })),
    );
    onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="flex flex-col gap-4">
        {apiaries.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={apiaryFieldId}>{t('season.apiary')}</Label>
            <Select id={apiaryFieldId} value={apiaryId} onChange={(event) => choose(event.target.value)}>
              <RecordOptions records={apiaries} />
            </Select>
          </div>
        ) : (
          <p className="text-sm text-stone-700">{t('season.noApiary')}</p>
        )}
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1.5 font-medium text-stone-900">
            {t(`season.${hemisphere}`, { season: t(`season.${seasonAt(today, hemisphere)}`) })}
          </legend>
          {templates.map((template) => (
            <TemplateOption
              key={template.key}
              template={template}
              checked={!skipped.has(template.key)}
              onToggle={() => toggle(template.key)}
              onAdjust={() => onAdjust({ template, apiaryId: apiary?.id ?? null })}
            />
          ))}
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={chosen.length === 0 || createTasks.isPending}>
          {createTasks.isPending ? t('season.adding') : t('season.add', { count: chosen.length })}
        </Button>
      </DialogFooter>
    </form>
  );
}

function TemplateOption({
  template,
  checked,
  onToggle,
  onAdjust,
}: {
  template: TaskTemplate;
  checked: boolean;
  onToggle: () => void;
  /** Opens the Add Task form filled in from this suggestion. */
  onAdjust: () => void;
}) {
  const t = useMessages(tasksMessages);
  const id = useId();
  const repeats = repeatLabel(t, template);
  return (
    <div className="flex gap-3 rounded-md border border-stone-200 p-3">
      <Checkbox className="-m-3" id={id} checked={checked} onChange={onToggle} aria-describedby={`${id}-details`} />
      <div className="flex min-w-0 flex-col gap-0.5 wrap-anywhere">
        <label htmlFor={id} className="flex items-center gap-2 font-medium text-stone-900">
          <TaskTypeIcon type={template.type} decorative className="size-4" />
          {template.title}
        </label>
        <p id={`${id}-details`} className="text-sm text-stone-700">
          {t('item.due')} <time dateTime={template.dueDate}>{dueDateLabel(template.dueDate)}</time>
          {repeats && <> · {repeats}</>}. {template.description}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-1 self-start"
          aria-label={t('season.adjustNamed', { title: template.title })}
          onClick={onAdjust}
        >
          {t('season.adjust')}
        </Button>
      </div>
    </div>
  );
}

/** A checked template as the batch sends it: for the chosen apiary, no hive. */
function taskOf(template: TaskTemplate, apiaryId: string | null): TaskInput {
  const { title, description, type, priority, dueDate, repeat, repeatEveryDays } = template;
  return { title, description, type, priority, dueDate, repeat, repeatEveryDays, hiveId: null, apiaryId };
}
