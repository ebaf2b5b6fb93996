import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { Suspense } from 'react';
import { cn } from '@/lib/cn';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { dismissToast, TOAST_DEFAULT_DURATION_MS, useCurrentToast } from '@/lib/toast';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from '../messages';

const variantClass = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-green-300 bg-green-50 text-green-950',
  destructive: 'border-red-300 bg-red-700 text-white',
} as const;

/**
 * Where toasts appear, their words in the language shown: bottom right on wide screens, top on phones; swipe right (50 px) to dismiss, F8 focuses the
 * area (Radix's default hotkey), as the spec lists.
 */
export function Toaster() {
  // Another language's words load with the first toast: the toast waits for them, nothing else on the page does.
  return (
    <Suspense fallback={null}>
      <TranslatedToaster />
    </Suspense>
  );
}

function TranslatedToaster() {
  const message = useCurrentToast();
  const translate = useMessageText();
  const t = useMessages(commonMessages);
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DEFAULT_DURATION_MS}>
      {message && (
        <Toast.Root
          key={message.id}
          open={message.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          duration={message.duration ?? TOAST_DEFAULT_DURATION_MS}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            variantClass[message.variant ?? 'default'],
          )}
        >
          <div className="flex flex-col gap-1">
            <Toast.Title className="flex items-center gap-2 text-sm font-semibold">
              {message.icon && <message.icon aria-hidden="true" className="size-4 shrink-0" />}
              {translate(message.title)}
            </Toast.Title>
            {message.description && (
              <Toast.Description className="text-sm">{translate(message.description)}</Toast.Description>
            )}
          </div>
          <Toast.Close className="absolute right-2 top-2 rounded-sm p-1 opacity-80 hover:opacity-100">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('dismiss')}</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 sm:top-auto sm:bottom-0" />
    </Toast.Provider>
  );
}
