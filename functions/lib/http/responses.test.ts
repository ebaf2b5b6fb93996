import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import { page, toHttpResponse } from './responses';

describe('a page of a list', () => {
  it('answers the items as the body and the next cursor in its header', () => {
    const answer = toHttpResponse(page([{ id: 'a' }, { id: 'b' }], '2026-07-01_a'));
    expect(answer).toMatchObject({ statusCode: 200, headers: { [NEXT_CURSOR_HEADER]: '2026-07-01_a' } });
    expect(JSON.parse(String(answer.body))).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('has no cursor header on the last page', () => {
    const answer = toHttpResponse(page([], null));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);
    expect(answer.body).toBe('[]');
  });
});
