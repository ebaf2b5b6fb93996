import { describe, expect, it } from 'vitest';
import { colonyFollowUps, type FollowUpCheck, type FollowUpEvent } from './colony-follow-ups';

const date = '2026-05-10';

describe('colonyFollowUps', () => {
  it.each<[string, Omit<FollowUpEvent, 'date'>, [string, string, FollowUpCheck][]]>([
    [
      'a split left to raise its own queen in the new hive',
      { kind: 'split', oldQueenTo: 'parent', newQueenGiven: false },
      [
        ['2026-05-17', 'otherHive', 'checkQueenCells'],
        ['2026-06-03', 'otherHive', 'checkNewQueenLaying'],
      ],
    ],
    [
      'a split whose old queen went to the new hive',
      { kind: 'split', oldQueenTo: 'new_hive', newQueenGiven: false },
      [
        ['2026-05-17', 'hive', 'checkQueenCells'],
        ['2026-06-03', 'hive', 'checkNewQueenLaying'],
      ],
    ],
    [
      'a split given a caged queen',
      { kind: 'split', oldQueenTo: 'parent', newQueenGiven: true },
      [
        ['2026-05-14', 'otherHive', 'checkQueenReleased'],
        ['2026-05-19', 'otherHive', 'checkNewQueenLaying'],
      ],
    ],
    [
      'a requeen',
      { kind: 'requeen' },
      [
        ['2026-05-14', 'hive', 'checkQueenReleased'],
        ['2026-05-19', 'hive', 'checkNewQueenLaying'],
      ],
    ],
    ['a combine over newspaper', { kind: 'combine' }, [['2026-05-17', 'hive', 'removeNewspaper']]],
    ['a caught swarm', { kind: 'swarm_caught' }, [['2026-05-17', 'hive', 'checkSwarmLaying']]],
    [
      'the colony a swarm left',
      { kind: 'swarm_lost' },
      [
        ['2026-05-18', 'hive', 'checkVirginEmerged'],
        ['2026-06-03', 'hive', 'checkNewQueenLaying'],
      ],
    ],
    [
      'a dead-out',
      { kind: 'dead_out' },
      [
        ['2026-05-11', 'hive', 'inspectDeadOut'],
        ['2026-05-13', 'hive', 'protectCombs'],
      ],
    ],
    ['a bought colony', { kind: 'bought' }, [['2026-05-24', 'hive', 'checkBoughtColony']]],
    ['a supersedure', { kind: 'supersedure' }, []],
    ['a sale', { kind: 'sold' }, []],
  ])('schedules %s', (_name, event, expected) => {
    const followUps = colonyFollowUps({ ...event, date });
    expect(followUps.map(({ dueDate, on, check }) => [dueDate, on, check])).toEqual(expected);
  });

  it('adds only the checks still to come for an event recorded afterwards', () => {
    const split = { kind: 'split', date: '2026-05-10', oldQueenTo: 'parent' } as const;
    expect(colonyFollowUps(split, '2026-05-20').map(({ dueDate }) => dueDate)).toEqual(['2026-06-03']);
    expect(colonyFollowUps(split, '2027-05-10')).toEqual([]);
    expect(colonyFollowUps(split, '2026-05-17')).toHaveLength(2);
  });

  it('counts the days across a month and a year end', () => {
    const [cells, eggs] = colonyFollowUps({ kind: 'split', date: '2026-12-20', oldQueenTo: 'parent' });
    expect(cells?.dueDate).toBe('2026-12-27');
    expect(eggs?.dueDate).toBe('2027-01-13');
  });
});
