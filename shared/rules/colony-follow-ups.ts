/**
 * The tasks a colony event adds to the beekeeper's schedule, with the days after the event they fall due. Each
 * offset comes from the honey bee's development and the uniting, swarm-control and queen-introduction guidance:
 *
 * - Winston, M. L. (1987) The Biology of the Honey Bee, Harvard University Press, ch. 4 and 11-12: a queen takes
 *   16 days from egg to adult (3 days an egg, 5 a larva, 8 sealed); an emergency queen is raised from a worker larva
 *   up to about 3 days old, so she emerges about 12-16 days after the colony lost its queen, her cell sealed about
 *   a week after; a virgin takes her mating flights from about 5-6 days old and is mated within about a week, and
 *   lays 2-4 days after mating. A prime swarm leaves with the old, mated queen about when the first queen cells
 *   are sealed, so the colony left behind has a virgin about 8 days later, and the swarm's queen lays within a week
 *   of being hived.
 * - BBKA leaflets "Swarm control" and "Uniting colonies", and the National Bee Unit (BeeBase) "Managing varroa",
 *   "Swarming" and "Queen introduction" guidance: a caged queen is checked for release after 3-5 days and for eggs
 *   at 7-10 days; colonies united over newspaper have chewed through it within a week, when the paper and the
 *   empty box come away; a split or swarmed colony is checked for eggs three to four weeks on, leaving it undisturbed
 *   while the virgin mates.
 * - NBU (BeeBase) "Foul brood diseases of honey bees" and "Wax moth" guidance, BBKA "Buying bees": a dead colony's
 *   combs are examined for the cause (American foulbrood is notifiable; varroa leaves mite faeces in the cells)
 *   before anything is reused, and stored combs are protected from wax moth within days, as its larvae ruin
 *   unattended comb in warm weather; a bought colony is inspected for disease and its mites counted within its
 *   first two weeks.
 */
import type { TaskPriority, TaskType } from '../domain/task';
import type { ColonyEventKind } from '../domain/colony';
import { addDays } from './reminders';
import type { CalendarDate } from '../schemas/common';

/** Which hive of the event a task is for: the one it is recorded on, or the other one (a split's new hive). */
export type FollowUpHive = 'hive' | 'otherHive';

/**
 * What a follow-up task asks of the beekeeper. Its title is the server's, in the beekeeper's language: `followUp.<check>`
 * of the server-tasks catalogue (`shared/i18n/catalogs/server-tasks`).
 */
export type FollowUpCheck =
  | 'checkQueenCells'
  | 'checkNewQueenLaying'
  | 'checkQueenReleased'
  | 'removeNewspaper'
  | 'checkSwarmLaying'
  | 'checkVirginEmerged'
  | 'inspectDeadOut'
  | 'protectCombs'
  | 'checkBoughtColony';

export interface ColonyFollowUp {
  check: FollowUpCheck;
  dueDate: CalendarDate;
  on: FollowUpHive;
  type: TaskType;
  priority: TaskPriority;
}

/** What of an event decides its follow-ups: its kind, its day, and for a split where the queens went. */
export interface FollowUpEvent {
  kind: ColonyEventKind;
  date: CalendarDate;
  /** A split: whether the old queen stayed in the parent hive or went to the new one. */
  oldQueenTo?: 'parent' | 'new_hive';
  /** A split: whether the part left without the old queen was given one. */
  newQueenGiven?: boolean;
}

/** Days after the event, by what is checked (see the sources above). */
export const FOLLOW_UP_DAYS = {
  /** An emergency queen cell is sealed about a week after the colony lost its queen (Winston 1987). */
  sealedQueenCells: 7,
  /** 12-16 days to emerge, about a week to mate, 2-4 days to lay: eggs about 3-4 weeks on (Winston 1987; BBKA). */
  emergencyQueenLaying: 24,
  /** A caged queen is released by the bees, or by hand, after 3-5 days (NBU queen introduction; BBKA). */
  queenReleased: 4,
  /** A mated queen introduced lays within 7-10 days (NBU queen introduction; BBKA). */
  introducedQueenLaying: 9,
  /** The newspaper is chewed through within about 7 days (BBKA "Uniting colonies"). */
  removeNewspaper: 7,
  /** A prime swarm's mated queen lays within a week of being hived (Winston 1987). */
  swarmLaying: 7,
  /** The swarmed colony's first virgin emerges about 8 days after the prime swarm left (Winston 1987). */
  virginEmerged: 8,
  /** Its virgin mates and lays: eggs at about 3-4 weeks (Winston 1987; BBKA "Swarm control"). */
  swarmedColonyLaying: 24,
  /** The dead-out's combs are looked at for the cause before anything else (NBU foul brood guidance). */
  inspectDeadOut: 1,
  /** Combs left in a dead hive are protected from wax moth within days (NBU "Wax moth"). */
  protectCombs: 3,
  /** A bought colony's disease check and mite count, within its first two weeks (BBKA "Buying bees"; NBU). */
  checkBoughtColony: 14,
} as const;

function task(
  event: FollowUpEvent,
  on: FollowUpHive,
  days: number,
  check: FollowUpCheck,
  type: TaskType = 'inspection',
  priority: TaskPriority = 'high',
): ColonyFollowUp {
  return { check, dueDate: addDays(event.date, days), on, type, priority };
}

/** A queen given in a cage: check her release, then her eggs. */
function introducedQueen(event: FollowUpEvent, on: FollowUpHive): ColonyFollowUp[] {
  return [
    task(event, on, FOLLOW_UP_DAYS.queenReleased, 'checkQueenReleased'),
    task(event, on, FOLLOW_UP_DAYS.introducedQueenLaying, 'checkNewQueenLaying'),
  ];
}

/** A queenless colony raising its own queen: her sealed cells, then her eggs. */
function emergencyQueen(event: FollowUpEvent, on: FollowUpHive): ColonyFollowUp[] {
  return [
    task(event, on, FOLLOW_UP_DAYS.sealedQueenCells, 'checkQueenCells'),
    task(event, on, FOLLOW_UP_DAYS.emergencyQueenLaying, 'checkNewQueenLaying'),
  ];
}

/**
 * The follow-up tasks of an event, soonest first. A supersedure or a sale adds none. With `recordedOn`, the day the
 * beekeeper records it, only those still to come: an event of last season recorded now is history, and a check
 * whose day has passed is no task to do.
 */
export function colonyFollowUps(event: FollowUpEvent, recordedOn?: CalendarDate): ColonyFollowUp[] {
  const follow = (): ColonyFollowUp[] => {
    switch (event.kind) {
      case 'split': {
        // The part without the old queen is the one to watch.
        const queenless: FollowUpHive = event.oldQueenTo === 'new_hive' ? 'hive' : 'otherHive';
        return event.newQueenGiven ? introducedQueen(event, queenless) : emergencyQueen(event, queenless);
      }
      case 'requeen':
        return introducedQueen(event, 'hive');
      case 'combine':
        return [task(event, 'hive', FOLLOW_UP_DAYS.removeNewspaper, 'removeNewspaper', 'maintenance', 'medium')];
      case 'swarm_caught':
        return [task(event, 'hive', FOLLOW_UP_DAYS.swarmLaying, 'checkSwarmLaying')];
      case 'swarm_lost':
        return [
          task(event, 'hive', FOLLOW_UP_DAYS.virginEmerged, 'checkVirginEmerged', 'inspection', 'medium'),
          task(event, 'hive', FOLLOW_UP_DAYS.swarmedColonyLaying, 'checkNewQueenLaying'),
        ];
      case 'dead_out':
        return [
          task(event, 'hive', FOLLOW_UP_DAYS.inspectDeadOut, 'inspectDeadOut'),
          task(event, 'hive', FOLLOW_UP_DAYS.protectCombs, 'protectCombs', 'maintenance'),
        ];
      case 'bought':
        return [task(event, 'hive', FOLLOW_UP_DAYS.checkBoughtColony, 'checkBoughtColony')];
      case 'supersedure':
      case 'sold':
        return [];
    }
  };
  return follow()
    .filter(({ dueDate }) => recordedOn === undefined || dueDate >= recordedOn)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
