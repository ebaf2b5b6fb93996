import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { returnPathOf, safeReturnPath, signInTabOf } from './sign-in-path';

describe('the way to sign in and back', () => {
  it('reads the tab and the return path back from the query', () => {
    const query = new URLSearchParams(
      paths.auth.login.getHref({ tab: 'signUp', redirect: '/hives?apiaryId=a1#top' }).split('?')[1],
    );
    expect(signInTabOf(query)).toBe('signUp');
    expect(returnPathOf(query)).toBe('/hives?apiaryId=a1#top');
    expect(signInTabOf(new URLSearchParams('tab=other'))).toBe('signIn');
    expect(returnPathOf(new URLSearchParams())).toBe('/');
  });

  it.each([
    'https://evil.example/hives',
    '//evil.example/hives',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'hives',
    '/\t/evil.example',
    '/login?redirect=/hives',
    '',
  ])('refuses %j as a place to return to', (candidate) => {
    expect(safeReturnPath(candidate)).toBeUndefined();
    expect(returnPathOf(new URLSearchParams({ redirect: candidate }))).toBe('/');
  });

  it('keeps an app path as it is, normalised by the URL parser', () => {
    expect(safeReturnPath('/apiaries')).toBe('/apiaries');
    expect(safeReturnPath('/hives?apiaryId=x&sort=name')).toBe('/hives?apiaryId=x&sort=name');
    expect(safeReturnPath('/a/../hives')).toBe('/hives');
  });
});
