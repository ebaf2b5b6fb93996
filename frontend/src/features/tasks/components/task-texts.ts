import { REPEAT_EVERY_DAYS } from '@shared/domain/task-repeats';
import type { TaskTemplate } from '@shared/rules/task-templates';
import type { Task } from '@shared/schemas/task';
import type { TasksKey, TasksTranslate } from '../messages';

/** Each of a select's fixed `choices` named in the language shown. */
export function choiceNames<Choice extends string>(
  choices: readonly Choice[],
  name: (choice: Choice) => string,
): Record<Choice, string> {
  return Object.fromEntries(choices.map((choice) => [choice, name(choice)])) as Record<Choice, string>;
}

/** How a task repeats, in words: "Repeats every 7 days", "Repeats weekly"; null when it doesn't. */
export function repeatLabel(
  t: TasksTranslate,
  { repeat, repeatEveryDays }: Pick<Task, 'repeat' | 'repeatEveryDays'>,
): string | null {
  if (repeat === 'none') return null;
  if (repeat === 'every_n_days') return t('repeats.everyDays', { days: repeatEveryDays ?? REPEAT_EVERY_DAYS.min });
  return t(`repeats.${repeat}`);
}

/**
 * A season's suggested task in the language shown: its title and description are the catalogue's messages of its
 * key ('swarm-check' is `template.swarmCheck.*`) with its figures, so the tasks it adds are in the beekeeper's words.
 */
export function translatedTemplate(t: TasksTranslate, template: TaskTemplate): TaskTemplate {
  const id = template.key.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return {
    ...template,
    title: t(`template.${id}.title` as TasksKey, template.values),
    description: t(`template.${id}.description` as TasksKey, template.values),
  };
}
