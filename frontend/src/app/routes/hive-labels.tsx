import { Route, Routes, useParams } from 'react-router-dom';
import { LabelOpener } from '@/features/hive-labels/components/label-opener';
import { LabelSheetScreen } from '@/features/hive-labels/components/label-sheet-screen';
import { ScannerScreen } from '@/features/hive-labels/components/scanner-screen';
import { useDocumentTitle } from '../page-title';

/** The label sheet (`/l/print`). */
function LabelSheetRoute() {
  useDocumentTitle('hiveLabels');
  return <LabelSheetScreen />;
}

/** The label scanner (`/l`). */
function ScanRoute() {
  useDocumentTitle('scan');
  return <ScannerScreen />;
}

/** `/l/:code`: a label's QR, opened by a phone's camera app (signed out, after signing in). */
function LabelRoute() {
  useDocumentTitle('scan');
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
