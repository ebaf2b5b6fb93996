import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { signedInQueryClient, visitorQueryClient } from './app/start';
import { preloadScreen } from './app/router';
import { hasStoredSession } from './lib/auth';
import { loadRuntimeConfig } from './lib/runtime-config';
import { SIGNED_IN_MARK } from '@shared/signed-in-mark';
import './index.css';

const container = document.getElementById('root') as HTMLElement;
const path = window.location.pathname;

// The head's script found a session (shared/signed-in-mark.ts) and the prerendered visitor's page was never shown:
// it is not hydrated either, so it goes, unseen. The signed-in frame shown in its place, and the mark that shows
// it, stay until the app's first render (the same frame) is in the root (App).
if (document.documentElement.hasAttribute(SIGNED_IN_MARK)) {
  container.replaceChildren();
  delete container.dataset.prerendered;
}

loadRuntimeConfig().then(
  () => {
    if (hasStoredSession()) {
      // A beekeeper's screen, not the visitor's page the build may have prerendered here: render afresh.
      void signedInQueryClient(path).then((queryClient) =>
        createRoot(container).render(<App queryClient={queryClient} />),
      );
      return;
    }
    const app = <App queryClient={visitorQueryClient()} />;
    preloadScreen(path, { signedIn: false });
    // The build wrote this page's HTML (frontend/prerender-plugin.ts) as this first render produces it: React
    // takes it over instead of building it again.
    if (container.dataset.prerendered === path) hydrateRoot(container, app);
    else createRoot(container).render(app);
  },
  (error: unknown) => {
    console.error(error);
    createRoot(container).render(
      <main className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">HiveKeeper could not start</h1>
        <p className="mt-2 text-stone-700">The app settings could not be loaded. Check your connection and reload.</p>
      </main>,
    );
  },
);
