/**
 * The way back from `/login`: a screen that sends a visitor to sign in says where to return
 * (`paths.auth.login.getHref({ redirect })`), and the sign-in screen goes back there once the beekeeper is in. Only
 * a path of this app is ever followed, so a crafted link can't send a beekeeper to another site after signing in.
 */
import { paths, SIGN_IN_QUERY, type SignInTab } from '@/config/paths';

/** Which tab `/login` opens on, from its query. */
export function signInTabOf(search: URLSearchParams): SignInTab {
  return search.get(SIGN_IN_QUERY.tab) === 'signUp' ? 'signUp' : 'signIn';
}

/** Where to go after signing in, from `/login`'s query: an app path, or the dashboard. */
export function returnPathOf(search: URLSearchParams): string {
  return safeReturnPath(search.get(SIGN_IN_QUERY.redirect)) ?? paths.app.dashboard.getHref();
}

/**
 * `candidate` as a path of this app (path, query and fragment), or undefined for anything else: another origin,
 * a protocol-relative `//host`, a backslash trick, a `javascript:` URL, or the sign-in screen itself.
 */
export function safeReturnPath(candidate: string | null | undefined): string | undefined {
  // Browsers read `\` as `/`, so `/\evil.example` would be protocol-relative. (Tabs and newlines, which the URL
  // parser drops, are caught by the origin check below.)
  if (!candidate?.startsWith('/') || candidate.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, window.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin || url.pathname === paths.auth.login.path) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
