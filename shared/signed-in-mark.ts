/**
 * What keeps a signed-in beekeeper from seeing the landing page at `/` before their dashboard. CloudFront serves
 * the prerendered landing page (shared/prerendered-pages.ts) to every browser, since it cannot see the session
 * Amplify keeps in localStorage. This script, inline in the head of each prerendered page (frontend/prerender-
 * plugin.ts), runs before the browser parses the page's body: when a session is stored, it marks the document and
 * the style beside it hides the prerendered markup, which the app replaces without ever showing it (main.tsx), and
 * shows the signed-in frame the build wrote beside it.
 * A visitor's browser, or one without JavaScript, shows the page as before.
 *
 * The content security policy allows exactly this script by its hash (infra/security-headers.ts): no other inline
 * script runs.
 */

/** The attribute the script sets on `<html>` when a session is stored. */
export const SIGNED_IN_MARK = 'data-signed-in';

/**
 * Amplify's key for the last signed-in user, as frontend/src/lib/auth.ts reads it. The app client's id comes from
 * /config.json, which the script cannot wait for (one build serves every stage), so any client's key counts; the
 * app checks its own client's key before it renders (main.tsx), and reveals the page when it is not there.
 */
const SESSION_KEY = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

/**
 * ES5 and nothing the page defines, for every browser the page supports; localStorage can throw (storage
 * disabled), and then the visitor's page shows.
 */
export const SIGNED_IN_MARK_SCRIPT =
  `try{for(var i=0;i<localStorage.length;i++)if(${SESSION_KEY.toString()}.test(localStorage.key(i))){` +
  `document.documentElement.setAttribute('${SIGNED_IN_MARK}','');break}}catch(e){}`;

/**
 * The element beside `#root` holding the signed-in frame as it looks while the app loads (the build writes it into
 * each prerendered page): a returning beekeeper sees it at once instead of an empty page, and the app takes it over.
 */
export const SIGNED_IN_FRAME_ID = 'signed-in-frame';

/**
 * In a marked document, hides the prerendered markup and shows the signed-in frame instead; unmarked, the frame
 * stays hidden. Inline styles are allowed (`style-src 'unsafe-inline'`).
 */
export const SIGNED_IN_MARK_STYLE =
  `[${SIGNED_IN_MARK}] #root[data-prerendered],#${SIGNED_IN_FRAME_ID}{display:none}` +
  `[${SIGNED_IN_MARK}] #${SIGNED_IN_FRAME_ID}{display:block}`;
