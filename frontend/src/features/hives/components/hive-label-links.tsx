import { QrCode, ScanLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HIVE_LABEL_MESSAGES } from '@shared/messages/hive-labels';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The hives screen's way to the QR hive labels: print a sheet, or scan a label to open its hive. */
export function HiveLabelLinks() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" className="h-11">
        <Link to={paths.app.labels.getHref()}>
          <ScanLine aria-hidden="true" />
          {HIVE_LABEL_MESSAGES.scanLabels}
        </Link>
      </Button>
      <Button asChild variant="outline" className="h-11">
        <Link to={paths.app.labels.getHref('print')}>
          <QrCode aria-hidden="true" />
          {HIVE_LABEL_MESSAGES.printLabels}
        </Link>
      </Button>
    </div>
  );
}
