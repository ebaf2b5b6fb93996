import type { ReactNode } from 'react';

/**
 * Something the search palette offers to do, composed by the app from the features' own Add buttons (features don't
 * import each other): "New inspection" opens the inspection dialog the dashboard's Quick Actions open.
 */
export interface PaletteAction {
  id: string;
  /** What the beekeeper reads and types: "New inspection". */
  label: string;
  /** Other words it is found by: "record check". */
  keywords: string;
  /** Needs Pro the beekeeper doesn't have: it shows a PRO badge, and running it starts paying for Pro. */
  needsPro: boolean;
  /** The feature's Add button, run without its button (`LaunchedDialogContext`): only its dialog shows. */
  launcher: ReactNode;
}

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The actions a query asks for: every typed word starts a word of the action's label or keywords ("insp" offers
 * New inspection, "log tr" Log treatment). All of them before anything is typed.
 */
export function actionsMatching(actions: readonly PaletteAction[], query: string): readonly PaletteAction[] {
  const typed = wordsOf(query);
  return actions.filter((action) => {
    const words = wordsOf(`${action.label} ${action.keywords}`);
    return typed.every((part) => words.some((word) => word.startsWith(part)));
  });
}
