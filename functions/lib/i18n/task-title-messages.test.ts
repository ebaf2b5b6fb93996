import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/locales';
import type { FollowUpCheck } from '../../../shared/rules/colony-follow-ups';
import { taskTitleMessages } from './task-title-messages';

/** The follow-ups' titles as HiveKeeper wrote them before it spoke other languages. */
const ENGLISH_FOLLOW_UPS: Record<FollowUpCheck, string> = {
  checkQueenCells: 'Check the queenless colony for sealed queen cells',
  checkNewQueenLaying: 'Check for eggs: is the new queen laying?',
  checkQueenReleased: 'Check the caged queen was released',
  removeNewspaper: 'Remove the newspaper and the empty box of the united colonies',
  checkSwarmLaying: "Check for eggs: is the swarm's queen laying?",
  checkVirginEmerged: 'Check a new queen has emerged in the swarmed colony',
  inspectDeadOut: "Inspect the dead-out's combs for the cause (foulbrood, varroa)",
  protectCombs: "Protect the dead-out's combs from wax moth",
  checkBoughtColony: 'Check the bought colony for disease and count its mites',
};

describe('the titles of the tasks HiveKeeper adds', () => {
  it('are in American English the words they always had', () => {
    const titles = taskTitleMessages('en-US');
    expect(titles('recount', { hiveName: 'Golden Comb' })).toBe('Varroa recount: Golden Comb');
    for (const [check, title] of Object.entries(ENGLISH_FOLLOW_UPS)) {
      expect(titles(`followUp.${check as FollowUpCheck}`)).toBe(title);
    }
  });

  it('speak German to a German beekeeper', () => {
    const titles = taskTitleMessages('de');
    expect(titles('recount', { hiveName: 'Goldwabe' })).toBe('Varroa-Nachkontrolle: Goldwabe');
    expect(titles('followUp.checkNewQueenLaying')).toBe('Auf Stifte prüfen: Legt die neue Königin?');
  });

  it.each(LOCALES)("keep a hive's name in %s as the beekeeper wrote it, braces and quotes too", (locale) => {
    const name = "Nuc {2} 'Rosa' #1";
    expect(taskTitleMessages(locale)('recount', { hiveName: name })).toContain(name);
  });
});
