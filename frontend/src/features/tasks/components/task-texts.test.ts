import { describe, expect, it } from 'vitest';
import { seasonTaskTemplates } from '@shared/rules/task-templates';
import { UNIT_SYSTEMS } from '@shared/rules/units';
import { messagesOf } from '@/lib/i18n/catalog';
import { tasksMessages } from '../messages';
import { translatedTemplate } from './task-texts';

const HEMISPHERES = { north: '51.5', south: '-41.3' };
/** A day in each season, north and south. */
const SEASON_DAYS = [1, 4, 7, 10].map((month) => new Date(2026, month - 1, 10));

describe("the season's tasks in the catalogue", () => {
  it.each(UNIT_SYSTEMS)("say in American English, in %s units, what the season's rules say", (units) => {
    const t = messagesOf(tasksMessages);
    for (const day of SEASON_DAYS) {
      for (const latitude of Object.values(HEMISPHERES)) {
        for (const template of seasonTaskTemplates(day, latitude, units)) {
          expect(translatedTemplate(t, template)).toEqual(template);
        }
      }
    }
  });
});
