import { Route, Routes, useParams } from 'react-router-dom';
import { LabelOpener } from '@/features/hive-labels/components/label-opener';
import { LabelSheetScreen } from '@/features/hive-labels/components/label-sheet-screen';
import { ScannerScreen } from '@/features/hive-labels/components/scanner-screen';
import { hiveLabelsMessages } from '@/features/hive-labels/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** The label sheet (`/l/print`). */
function LabelSheetRoute() {
  const t = useMessages(hiveLabelsMessages);
  useDocumentTitle(t('sheet.title'));
  return <LabelSheetScreen />;
}

/** The label scanner (`/l`). */
function ScanRoute() {
  const t = useMessages(hiveLabelsMessages);
  useDocumentTitle(t('scan.title'));
  return <ScannerScreen />;
}

/** `/l/:code`: a label's QR, opened by a phone's camera app (signed out, after signing in). */
function LabelRoute() {
  const t = useMessages(hiveLabelsMessages);
  useDocumentTitle(t('scan.title'));
  const { code = '' } = useParams();
  return <LabelOpener key={code} typed={code} />;
}

/**
 * `/l/*`, the QR hive labels' screens in one chunk (one entry of the app's first script): the scanner, the label
 * sheet and what a label's code opens.
 */
export function HiveLabelsRoute() {
  return (
    <Routes>
      <Route index element={<ScanRoute />} />
      <Route path="print" element={<LabelSheetRoute />} />
      <Route path=":code" element={<LabelRoute />} />
    </Routes>
  );
}
