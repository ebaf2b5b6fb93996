import { formatLabelCode, labelPosition, labelUrl, sheetsOf, type LabelStock } from '@shared/domain/hive-labels';
import type { HiveLabel } from '@shared/schemas/hive-label';
import { useMessages } from '@/lib/i18n/catalog';
import { hiveLabelsMessages } from '../messages';
import { qrPath } from '../utils/qr';

/** A label's QR, drawn as SVG so it prints sharp at any size. */
function LabelQr({ text, sizeMm }: { text: string; sizeMm: number }) {
  const { path, size } = qrPath(text);
  const t = useMessages(hiveLabelsMessages);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={t('label.qr', { address: text })}
      viewBox={`0 0 ${size} ${size}`}
      style={{ width: `${sizeMm}mm`, height: `${sizeMm}mm` }}
      shapeRendering="crispEdges"
      data-qr={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The print rules of a sheet of `stock`: its paper size, no printer margin (the stock's own are on the sheet). */
function printStyle(stock: LabelStock): string {
  return `@page { size: ${stock.page === 'A4' ? 'A4' : 'letter'}; margin: 0; }
@media print {
  body * { visibility: hidden; }
  .label-sheets, .label-sheets * { visibility: visible; }
  .label-sheets { position: absolute; left: 0; top: 0; }
}`;
}

/**
 * The labels on sheets of `stock` at true size (millimetres), each a QR of its code's address with the hive's name
 * and the code under it. On screen the sheets scroll sideways on a phone; printed, each is one page.
 */
export function LabelSheets({
  labels,
  stock,
  origin,
}: {
  labels: readonly HiveLabel[];
  stock: LabelStock;
  origin: string;
}) {
  const sheets = sheetsOf(labels, stock);
  // The QR takes what the label's height leaves under it for two lines of text, with a little padding.
  const qrMm = stock.labelHeightMm * 0.62;
  const t = useMessages(hiveLabelsMessages);
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <style>{printStyle(stock)}</style>
      <div className="label-sheets flex flex-col gap-6 print:gap-0">
        {sheets.map((sheet, sheetIndex) => (
          <section
            key={sheetIndex}
            aria-label={t('sheet.sheetOf', { sheet: sheetIndex + 1, sheets: sheets.length })}
            className="relative shrink-0 bg-white shadow-md print:shadow-none"
            style={{
              width: `${stock.pageWidthMm}mm`,
              height: `${stock.pageHeightMm}mm`,
              breakAfter: sheetIndex < sheets.length - 1 ? 'page' : 'auto',
            }}
          >
            {sheet.map((label, index) => {
              const { leftMm, topMm } = labelPosition(stock, index);
              return (
                <article
                  key={label.code}
                  data-testid="hive-label"
                  className="absolute flex flex-col items-center justify-center overflow-hidden text-center text-black"
                  style={{
                    left: `${leftMm}mm`,
                    top: `${topMm}mm`,
                    width: `${stock.labelWidthMm}mm`,
                    height: `${stock.labelHeightMm}mm`,
                    breakInside: 'avoid',
                  }}
                >
                  <LabelQr text={labelUrl(origin, label.code)} sizeMm={qrMm} />
                  <span
                    translate={label.hiveName ? 'no' : undefined}
                    className="max-w-[95%] truncate font-semibold"
                    style={{ fontSize: `${qrMm * 0.14}mm` }}
                  >
                    {label.hiveName ?? t('label.blank')}
                  </span>
                  <span translate="no" className="font-mono tracking-wider" style={{ fontSize: `${qrMm * 0.14}mm` }}>
                    {formatLabelCode(label.code)}
                  </span>
                </article>
              );
            })}
          </section>
        ))}
      </div>
    </div>
  );
}
