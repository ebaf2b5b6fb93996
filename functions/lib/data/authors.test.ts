import { describe, expect, it } from 'vitest';
import { authorOf, authorsOf, changedBy, recordedBy } from './authors';

const owner = { userId: 'owner', email: 'olga@example.com', name: 'Olga Owner' };
/** A member acting on the owner's account: the account's id, the member's own beside it. */
const member = {
  userId: 'owner',
  email: 'ana@example.com',
  member: { userId: 'ana', role: 'editor' as const, apiaryIds: null },
};

describe('authorOf', () => {
  it('names the person acting: the owner on their own account, the member (not the account) on a shared one', () => {
    expect(authorOf(owner)).toEqual({ userId: 'owner', name: 'Olga Owner' });
    expect(authorOf(member)).toEqual({ userId: 'ana', name: 'ana@example.com' });
    expect(authorOf({ ...member, name: 'Ana Silva' })).toEqual({ userId: 'ana', name: 'Ana Silva' });
  });
});

describe('what a write keeps', () => {
  it('records a new record by the person acting, and keeps who recorded it through an edit', () => {
    const created = recordedBy(member);
    expect(created).toEqual({ recordedBy: authorOf(member), changedBy: authorOf(member) });
    expect(changedBy(owner, created)).toEqual({ recordedBy: authorOf(member), changedBy: authorOf(owner) });
    // A record kept before authors were noted stays without one.
    expect(changedBy(owner, {})).toEqual({ changedBy: authorOf(owner) });
  });

  it('answers only the authors a record has', () => {
    expect(authorsOf({})).toEqual({});
    expect(authorsOf({ changedBy: authorOf(owner) })).toEqual({ changedBy: { userId: 'owner', name: 'Olga Owner' } });
  });
});
