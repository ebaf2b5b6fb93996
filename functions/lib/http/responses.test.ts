import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/domain/paging';
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
    expect(answer.headers).not.toHaveProperty(TOTAL_COUNT_HEADER);
  });

  it("says the whole list's size in its header when given", () => {
    const answer = toHttpResponse(page([{ id: 'a' }], '1', 37));
    expect(answer.headers).toMatchObject({ [NEXT_CURSOR_HEADER]: '1', [TOTAL_COUNT_HEADER]: '37' });
  });
});
