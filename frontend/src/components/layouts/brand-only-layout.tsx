import { Brand } from './brand';
import { MainOutlet, SkipLink } from './landmarks';

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
      <MainOutlet className="flex-1 px-4 py-8" />
    </div>
  );
}
