/**
 * The local stack's billing clock: every minute it asks the test-mode payment provider for the subscriptions whose
 * trial or period has ended (one Query) and has their events delivered to the webhook route, as Stripe does on its
 * own in the cloud (a stack that was off catches up on its first tick). `runNow` does the same at once, for tests.
 */
import { LOCAL_BILLING } from './settings';

export interface BillingTimer {
  /** Delivers what is due now; answers how many subscriptions moved on. */
  runNow(): Promise<number>;
  stop(): void;
}

export function startBillingTimer(options: {
  log(message: string, error: unknown): void;
  intervalMs?: number;
}): BillingTimer {
  // Imported once the Lambdas' environment is set (the functions read their configuration when loaded).
  const provider = import('../../functions/lib/billing/test-mode-provider').then(async ({ createTestModeProvider }) => {
    const { config } = await import('../../functions/lib/config');
    if (!config.testModeBilling) throw new Error('The test-mode provider has no webhook settings');
    return createTestModeProvider(config.testModeBilling);
  });
  let running: Promise<number> | undefined;
  const runNow = () => {
    // One run at a time: a slow run is not overtaken by the next tick.
    running ??= provider
      .then((testMode) => testMode.deliverDueEvents())
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => {
    runNow().catch((error: unknown) => options.log('Delivering due billing events failed', error));
  }, options.intervalMs ?? LOCAL_BILLING.dueCheckIntervalMs);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
