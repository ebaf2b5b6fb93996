import { QrCode, ScanLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';

/** The hives screen's way to the QR hive labels: print a sheet, or scan a label to open its hive. */
export function HiveLabelLinks() {
  const t = useMessages(hivesMessages);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" className="h-11">
        <Link to={paths.app.labels.getHref()}>
          <ScanLine aria-hidden="true" />
          {t('labels.scan')}
        </Link>
      </Button>
      <Button asChild variant="outline" className="h-11">
        <Link to={paths.app.labels.getHref('print')}>
          <QrCode aria-hidden="true" />
          {t('labels.print')}
        </Link>
      </Button>
    </div>
  );
}
