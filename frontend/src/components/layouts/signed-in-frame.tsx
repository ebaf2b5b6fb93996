import type { ReactNode } from 'react';
import { Brand } from './brand';
import { MainContent, ScreenLoading, SkipLink } from './landmarks';

/**
 * The main region's box in the signed-in frame: under 768px, room under it for the tab bar (4rem and the home
 * indicator) and a margin, so the last row of a table scrolls clear of the bar.
 */
export const SIGNED_IN_MAIN_CLASS =
  'mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] md:px-8 md:pb-10';

/**
 * One tab's box in the phone's tab bar: a fifth of the bar, at least 44 px each way, icon over label. Here with the
 * bar's box rather than in phone-menu.tsx, because the skeleton (in the first script) draws the bar too.
 */
export const PHONE_TAB_CLASS =
  'flex min-h-11 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-md px-1 text-xs font-medium text-stone-700 [&_svg]:size-5';

/**
 * The bar's box, fixed to the bottom of a phone's screen (under 768px) above the home indicator. The main region
 * keeps room for it (SIGNED_IN_MAIN_CLASS), so nothing hides under it.
 */
export function PhoneTabBarFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden">
      <div className="mx-auto h-16 max-w-lg px-2">{children}</div>
    </div>
  );
}

/** The brand in the phone's header: the mark alone under 640px, pushing the header's buttons to the right. */
export const PHONE_BRAND_CLASS = 'mr-auto shrink-0 md:hidden';

/**
 * The boxes of the signed-in frame: the side menu's column from 768px, the sticky header and the main region.
 * The layout (signed-in-layout.tsx) fills them; so does SignedInFrameSkeleton, which has to sit exactly where the
 * layout will, so nothing moves when one replaces the other.
 */
export function SignedInFrame({
  sideMenu,
  header,
  main,
  children,
}: {
  sideMenu: ReactNode;
  header: ReactNode;
  main: ReactNode;
  /** What goes after the frame's column: the phone's tab bar. */
  children?: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <SkipLink />
      {sideMenu}
      <div className="flex min-h-screen flex-col md:pl-64">
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-stone-200 bg-white px-2 sm:px-4 md:px-8">
          {header}
        </header>
        {main}
      </div>
      {children}
    </div>
  );
}

/**
 * The signed-in frame before its code has loaded: the side menu's column, the header with the brand, the phone's
 * empty tab bar, and the screen's heading (when it is the same for every account) above a spinner. Part of the
 * app's first script, so a returning beekeeper sees the frame and the screen's largest text at once; the build also
 * writes it into the prerendered pages' HTML (prerender.tsx), shown before any script when a session is stored
 * (shared/signed-in-mark.ts) and removed by the app's first render (app.tsx).
 */
export function SignedInFrameSkeleton({ heading }: { heading?: ReactNode }) {
  return (
    <SignedInFrame
      sideMenu={<div className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-stone-200 bg-white md:block" />}
      header={<Brand markOnlyOnPhones className={PHONE_BRAND_CLASS} />}
      main={
        <MainContent className={SIGNED_IN_MAIN_CLASS}>
          <ScreenLoading heading={heading} />
        </MainContent>
      }
    >
      <PhoneTabBarFrame />
    </SignedInFrame>
  );
}
