import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PaymentDialog } from './payment-dialog';

/** A signed-in free beekeeper's Upgrade to Pro: opens the payment dialog, whose form loads only then. */
export function UpgradeToProButton() {
  const [open, setOpen] = useState(false);
  return <PaymentDialog open={open} onOpenChange={setOpen} trigger={<Button>Upgrade to Pro</Button>} />;
}
