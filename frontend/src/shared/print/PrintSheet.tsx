/**
 * A printable document inside the company app: the sheet on screen at its paper size (narrower on
 * a phone: it never overflows the screen, its text wraps), the application shell and the toolbar
 * hidden in print, `@page` set for this document only (the rule lives in a <style> element rendered
 * with the page, so A6 passes and A5 receipts do not clash). The size is given in millimetres:
 * Chromium ignores the keyword `A6` and printed the pass on Letter.
 */
import type { ReactNode } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

export type PaperSize = 'A6' | 'A5' | 'A4';

const PAPER: Record<PaperSize, { width: number; height: number }> = {
  A6: { width: 105, height: 148 },
  A5: { width: 148, height: 210 },
  A4: { width: 210, height: 297 },
};

function printCss(size: PaperSize, marginMm: number): string {
  const { width } = PAPER[size];
  return `
@page { size: ${width}mm ${PAPER[size].height}mm; margin: ${marginMm}mm; }
.print-sheet { position: relative; box-sizing: border-box; width: ${width}mm; max-width: 100%; min-height: ${PAPER[size].height}mm;
  margin: 0 auto; padding: ${marginMm}mm; background: #fff; color: #000; box-shadow: 0 2px 12px rgba(0,0,0,.15); overflow: hidden;
  overflow-wrap: break-word; font-family: Arial, 'Helvetica Neue', sans-serif; }
@media screen and (max-width: 575px) { .print-sheet { padding: ${Math.min(marginMm, 4)}mm; min-height: 0; } }
.print-cancelled { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; pointer-events: none; z-index: 2; }
.print-cancelled span { transform: rotate(-35deg); font-size: min(${size === 'A6' ? 44 : 80}px, 12vw); font-weight: 800; letter-spacing: 6px;
  color: rgba(207, 19, 34, .35); border: 6px solid rgba(207, 19, 34, .35); padding: 4px 24px; }
@media print {
  html, body, #root { background: #fff !important; }
  .ant-layout, .ant-layout-content { background: #fff !important; padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  .ant-layout-sider, .ant-layout-header, .Toastify, .no-print { display: none !important; }
  .print-sheet { width: auto; max-width: none; min-height: 0; padding: 0; margin: 0; box-shadow: none; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;
}

export function PrintSheet({
  size,
  margin,
  cancelled = false,
  stamp = 'ANULAT',
  actions,
  children,
  label,
}: {
  size: PaperSize;
  margin: number;
  cancelled?: boolean;
  /** The word across a cancelled document: "ANULAT" (the pass), "ANULATĂ" (the chitanță). */
  stamp?: string;
  /** Buttons beside "Tipărește" (back, the receipt…), hidden in print. */
  actions?: ReactNode;
  children: ReactNode;
  /** Accessible name of the sheet ("Permis de pescuit BD 12"). */
  label: string;
}) {
  return (
    <>
      <style>{printCss(size, margin)}</style>
      <Flex className="no-print" gap={8} wrap justify="center" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          Tipărește
        </Button>
        {actions}
      </Flex>
      <article className="print-sheet" aria-label={label} data-testid="print-sheet">
        {cancelled && (
          <div className="print-cancelled" aria-hidden="true">
            <span>{stamp}</span>
          </div>
        )}
        {children}
      </article>
    </>
  );
}
