import { Copy } from 'lucide-react';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { marketingMessages } from '../messages';

/** Copy Text: the post's text on the clipboard, 'Copied!' or 'Copy Failed' (spec section 8). */
export function CopyTextButton({ text, what }: { text: string; what: string }) {
  const t = useMessages(marketingMessages);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({
        title: MARKETING_MESSAGES.copyFailedTitle,
        description: MARKETING_MESSAGES.copyFailed,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: MARKETING_MESSAGES.copiedTitle, description: MARKETING_MESSAGES.copied, variant: 'success' });
  }
  return (
    // The visible words begin the accessible name, which says which post's text it copies.
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={t('copyTextOf', { title: what })}>
      <Copy aria-hidden="true" />
      {t('copyText')}
    </Button>
  );
}
