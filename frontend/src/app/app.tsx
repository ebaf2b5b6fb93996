import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect, useLayoutEffect } from 'react';
import { SIGNED_IN_FRAME_ID, SIGNED_IN_MARK } from '@shared/signed-in-mark';
import { BrowserRouter } from 'react-router-dom';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { onAuthChange } from '@/lib/auth';
import { AppRoutes } from './router';

/** HiveKeeper in the browser, with the query client main.tsx made (and may have filled) before the first render. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  // Signing in or out (here or in another tab) changes whose data the app may show: nothing cached for one
  // account may appear for the next, so every query starts over (the current user's first).
  useEffect(() => onAuthChange(() => void queryClient.resetQueries()), [queryClient]);
  // The prerendered page's signed-in frame (shared/signed-in-mark.ts) goes as the first render, the same frame,
  // arrives: before the browser paints, so the beekeeper never sees two. Not earlier: the browser would drop its
  // paint of the frame's heading, the page's largest text, from the page's timings (LCP).
  useLayoutEffect(() => {
    document.getElementById(SIGNED_IN_FRAME_ID)?.remove();
    document.documentElement.removeAttribute(SIGNED_IN_MARK);
  }, []);

  return (
    <AppFrame queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}

/**
 * Everything around the router. The build's prerenderer (prerender.tsx) renders this same frame around a
 * StaticRouter, so the HTML it writes is exactly what the browser's first render of that page produces.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </StrictMode>
  );
}
