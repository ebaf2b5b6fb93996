import { useEffect } from 'react';

const APP_NAME = 'HiveKeeper';

/**
 * Sets the document title, what the browser tab, the history and a screen reader call the page: "<screen> ·
 * HiveKeeper", the screen's name as its heading says it in the language shown (each route reads it from its
 * screen's catalogue; the landing page and pricing title themselves). A record's own page names the record first
 * ("Buttercup · Hive · HiveKeeper") once it is known.
 */
export function useDocumentTitle(screenName: string, recordName?: string): void {
  useEffect(() => {
    document.title = [recordName, screenName, APP_NAME].filter(Boolean).join(' · ');
  }, [screenName, recordName]);
}
