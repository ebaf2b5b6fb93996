import { RefreshCw } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { isAppUpdateHeld, onAppUpdateHoldChange } from './app-update-gate';

interface AppUpdatePromptProps {
  /** Whether a new version of HiveKeeper is installed and waits (lib/offline/service-worker.ts). */
  waiting: boolean;
  /** Lets it take over and reloads. */
  onReload: () => void;
}

/**
 * "A new version of HiveKeeper is ready", with Reload and Later: shown only while nothing holds the update back
 * (app-update-gate.ts: a form with unsaved input, writes waiting to be sent), so the reload never costs a beekeeper
 * what they typed. Later hides it for this visit; the version takes over by itself once every HiveKeeper tab closes.
 */
export function AppUpdatePrompt({ waiting, onReload }: AppUpdatePromptProps) {
  const held = useSyncExternalStore(onAppUpdateHoldChange, isAppUpdateHeld);
  const [later, setLater] = useState(false);
  if (!waiting || held || later) return null;
  return (
    // Above the phone's tab bar; beside the toasts' corner on wide screens.
    <section
      aria-label="App update"
      className="fixed inset-x-2 bottom-20 z-50 flex flex-wrap items-center gap-2 rounded-lg border border-honey-200 bg-white p-3 shadow-lg sm:inset-x-auto sm:left-4 md:bottom-4 md:left-68"
    >
      <p role="status" className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-stone-900">
        <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-honey-700" />A new version of HiveKeeper is ready
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" className="h-11" onClick={() => setLater(true)}>
          Later
        </Button>
        <Button className="h-11" onClick={onReload}>
          Reload
        </Button>
      </div>
    </section>
  );
}
