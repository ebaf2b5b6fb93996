import type { ReactNode } from 'react';
import { Brand } from './brand';
import { MainContent, ScreenLoading, SkipLink } from './landmarks';

/** The main region's box in the signed-in frame: room under it for the phone menu's floating button. */
export const SIGNED_IN_MAIN_CLASS = 'mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-28 md:px-8 md:pb-10';

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
  /** What goes after the frame's column: the phone menu. */
  children?: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <SkipLink />
      {sideMenu}
      <div className="flex min-h-screen flex-col md:pl-64">
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-stone-200 bg-white/95 px-4 backdrop-blur md:px-8">
          {header}
        </header>
        {main}
      </div>
      {children}
    </div>
  );
}

/**
 * The signed-in frame before its code has loaded: the side menu's column, the header with the brand, and the
 * screen's heading (when it is the same for every account) above a spinner. Part of the app's first script, so a
 * returning beekeeper sees the frame and the screen's largest text at once; the build also writes it into the
 * prerendered pages' HTML (prerender.tsx), shown before any script when a session is stored (main.tsx).
 */
export function SignedInFrameSkeleton({ heading }: { heading?: ReactNode }) {
  return (
    <SignedInFrame
      sideMenu={<div className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-stone-200 bg-white md:block" />}
      header={<Brand className="shrink-0 md:hidden" />}
      main={
        <MainContent className={SIGNED_IN_MAIN_CLASS}>
          <ScreenLoading heading={heading} />
        </MainContent>
      }
    />
  );
}
