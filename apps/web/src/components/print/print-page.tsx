import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { PAPER_SIZES, type PaperSize } from '@depot/shared/receipts/receipts.schema';
import { Button, Segmented } from 'antd';
import { createContext, useContext, useEffect, type CSSProperties, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { vi } from '../../i18n/vi';
import { loadPrintFonts, printWhenFontsReady } from '../../lib/print-fonts';
import './print.css';

const t = vi.print;

const PaperContext = createContext<PaperSize>('A5');

/** `@page` of each paper size: portrait, margins the printers of a depot can reach. */
const PAGE_RULES: Record<PaperSize, string> = {
  A5: '@page { size: A5 portrait; margin: 8mm; }',
  A4: '@page { size: A4 portrait; margin: 12mm; }',
};

type PrintPageProps = {
  /** The document title, also the file name a "Save as PDF" suggests. */
  title: string;
  /** Where "Quay lại" goes when the page was opened in a new tab (no history to go back to). */
  backTo: string;
  /** The sizes offered; the first is the default. A label printer passes its own `pageRule`. */
  sizes?: readonly PaperSize[];
  /** Replaces the `@page` rule of the sizes (labels: `@page { size: 100mm 75mm; … }`). */
  pageRule?: string;
  /** More buttons of the toolbar (a PDF download…). */
  actions?: ReactNode;
  /** Above the sheets, on screen only (a notice, a payment form…). */
  notice?: ReactNode;
  children: ReactNode;
};

/**
 * A print view (docs/printing.md): no app chrome, a toolbar on screen only (back, paper
 * size kept in the URL as `?size=A4`, print), and the sheets. On paper only the sheets print.
 */
export function PrintPage({
  title,
  backTo,
  sizes = PAPER_SIZES,
  pageRule,
  actions,
  notice,
  children,
}: PrintPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('size') as PaperSize | null;
  const size = asked && sizes.includes(asked) ? asked : sizes[0]!;

  // The sheet's font weights, fetched now: a print a moment later finds them here.
  useEffect(() => {
    void loadPrintFonts();
  }, []);

  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  const goBack = () => {
    // A page opened in a new tab has nothing behind it: go to its list instead.
    if (window.history.length > 1 && window.opener === null) void navigate(-1);
    else void navigate(backTo);
  };

  return (
    <PaperContext.Provider value={size}>
      <style>{pageRule ?? PAGE_RULES[size]}</style>
      <main className="print-desk">
        <div className="print-toolbar no-print" role="toolbar" aria-label={title}>
          <Button icon={<ArrowLeftOutlined />} onClick={goBack}>
            {t.back}
          </Button>
          {sizes.length > 1 && (
            <Segmented
              aria-label={t.paperSize}
              options={sizes.map((s) => ({ label: s, value: s }))}
              value={size}
              onChange={(value) =>
                setParams(
                  (prev) => {
                    const next = new URLSearchParams(prev);
                    next.set('size', value);
                    return next;
                  },
                  { replace: true },
                )
              }
            />
          )}
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => void printWhenFontsReady()}
          >
            {t.print}
          </Button>
          {actions}
        </div>
        {notice && <div className="no-print print-notice">{notice}</div>}
        {children}
      </main>
    </PaperContext.Provider>
  );
}

/** The paper size chosen on the page. */
export function usePaperSize(): PaperSize {
  return useContext(PaperContext);
}

/** One sheet of paper: on screen its size, on paper a page of its own. */
export function PrintSheet({
  children,
  label,
  className,
  style,
}: {
  children: ReactNode;
  label?: string;
  /** The view's own layout of the sheet (a receipt's compact A5). */
  className?: string;
  /** The view's measures of the sheet as CSS variables (a receipt's columns). */
  style?: CSSProperties;
}) {
  const size = usePaperSize();
  const classes = ['print-sheet', `print-sheet--${size}`, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-label={label} style={style}>
      {children}
    </section>
  );
}
