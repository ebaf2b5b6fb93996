import { RefreshCw } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import accountErrorSource from '@shared/i18n/catalogs/account-error/en-US.json';
import { Button } from '@/components/ui/button';
import { visitorCatalogue, VisitorLocaleContext } from '@/lib/visitor-catalogue';
import { visitorFrameLocale } from '@/lib/visitor-frame-locale';
import { BrandMark } from './brand';
import { MainContent, SkipLink } from './landmarks';

type RetryProps = { onRetry: () => void; isRetrying: boolean };

/** Its words in the language the frame speaks (`shared/i18n/catalogs/account-error`): Lingui isn't loaded yet. */
const useAccountErrorWords = visitorCatalogue('account-error', accountErrorSource);

/**
 * Shown instead of any page when HiveKeeper could not find out who is signed in (the API is down or failed):
 * the app can't tell which screens to show, so it says so and offers to try again. A chunk of its own (router.tsx).
 */
export function AccountLoadError(props: RetryProps) {
  return (
    <VisitorLocaleContext value={visitorFrameLocale(useLocation().pathname)}>
      <AccountLoadErrorScreen {...props} />
    </VisitorLocaleContext>
  );
}

function AccountLoadErrorScreen({ onRetry, isRetrying }: RetryProps) {
  const words = useAccountErrorWords();
  return (
    <>
      <SkipLink />
      <MainContent className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <BrandMark className="size-12" />
        <h1 className="text-2xl font-bold text-stone-900">{words.title}</h1>
        <p className="max-w-md text-stone-700">{words.explanation}</p>
        <Button onClick={onRetry} disabled={isRetrying}>
          <RefreshCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
          {isRetrying ? words.retrying : words.retry}
        </Button>
      </MainContent>
    </>
  );
}
