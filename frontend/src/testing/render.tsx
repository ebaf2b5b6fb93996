import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/query-client';

/** Where the router is, for asserting navigation: `screen.getByTestId('location')` reads e.g. `/pricing`. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * Renders `ui` at `path` as the app does: the query client with the spec's data rules, a router and the toasts.
 * `ui` is either one screen (pass `route` for its pattern when the path has parameters) or a whole `<Routes>` tree
 * (pass `route: null`). Returns Testing Library's queries, a `user` for realistic typing and clicking, and the
 * query client.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = paths.home.getHref(), route }: { path?: string; route?: string | null } = {},
) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {route === null ? (
          ui
        ) : (
          <Routes>
            <Route path={route ?? path.split('?')[0]} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        )}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
