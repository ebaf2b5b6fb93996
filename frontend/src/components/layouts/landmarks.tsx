import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import signedOutSource from '@shared/i18n/catalogs/signed-out/en-US.json';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { visitorCatalogueOrSource } from '@/lib/visitor-catalogue';
import { visitorFrameLocale } from '@/lib/visitor-frame-locale';

const MAIN_ID = 'main';

/** The skip link's word: every frame draws it, the signed-in frame's first paint too, before Lingui loads. */
const useSkipLinkWords = visitorCatalogueOrSource('signed-out', signedOutSource);

/**
 * Moves focus past the header and menu to the page's own content: the first stop for keyboard users. In the
 * frame's language (a visitor's page's, else the one the app starts in).
 */
export function SkipLink() {
  const words = useSkipLinkWords(visitorFrameLocale(useLocation().pathname));
  // Focus the landmark directly rather than following the fragment, so the address keeps no `#main`.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-medium text-honey-900 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {words.skipToContent}
    </a>
  );
}

/** The page's one `<main>`: every layout renders it, screens render only their content inside it. */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={cn('outline-none', className)}>
      {children}
    </main>
  );
}

/**
 * A layout's `<main>` with the current screen in it, and a spinner while the screen's chunk downloads, under
 * `loading` (the screen's heading, when the app has it: ScreenLoading).
 */
export function MainOutlet({
  className,
  loading,
  notice,
}: {
  className?: string;
  loading?: ReactNode;
  /** Above every screen: which shared account the screens show. */
  notice?: ReactNode;
}) {
  return (
    <MainContent className={className}>
      {notice}
      <Suspense fallback={<ScreenLoading heading={loading} />}>
        <Outlet />
      </Suspense>
    </MainContent>
  );
}

/**
 * What a screen shows until it can render: its heading, when it is the same for every account, above a spinner. The
 * heading is the screen's largest text, so it paints with the frame, not after the screen's code and data.
 */
export function ScreenLoading({ heading }: { heading?: ReactNode }) {
  return (
    <>
      {heading}
      <Spinner className="min-h-[50vh]" />
    </>
  );
}
