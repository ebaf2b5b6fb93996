import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BrandMark } from './brand';
import { MainContent, SkipLink } from './landmarks';

/**
 * Shown instead of any page when HiveKeeper could not find out who is signed in (the API is down or failed):
 * the app can't tell which screens to show, so it says so and offers to try again.
 */
export function AccountLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <>
      <SkipLink />
      <MainContent className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <BrandMark className="size-12" />
        <h1 className="text-2xl font-bold text-stone-900">HiveKeeper could not load your account</h1>
        <p className="max-w-md text-stone-700">
          The HiveKeeper server did not answer as expected. Check your connection, then try again.
        </p>
        <Button onClick={onRetry} disabled={isRetrying}>
          <RefreshCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
          {isRetrying ? 'Retrying...' : 'Retry'}
        </Button>
      </MainContent>
    </>
  );
}
