import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { Brand } from './brand';
import { MainContent, SkipLink } from './landmarks';

/** The sign-in screen's frame: the brand to find the way home, and nothing that competes with the form. */
export function BrandOnlyLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 md:px-8">
          <Brand />
        </div>
      </header>
      <MainContent className="flex-1 px-4 py-8">
        <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
          <Outlet />
        </Suspense>
      </MainContent>
    </div>
  );
}
