import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/catalog';
import { billingMessages } from '../messages';
import { PaymentDialog } from './payment-dialog';

/** A signed-in free beekeeper's Upgrade to Pro: opens the payment dialog, whose form loads only then. */
export default function UpgradeToProDialog() {
  const t = useMessages(billingMessages);
  const [open, setOpen] = useState(false);
  return <PaymentDialog open={open} onOpenChange={setOpen} trigger={<Button>{t('upgrade')}</Button>} />;
}
