import type { ReactNode } from 'react';

/**
 * Labelled values in a row that wraps (plate, driver, date…; totals): each a group named by its
 * label, so that a reader (and a test) finds the value by what it is.
 */
export function PrintFacts({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <div className="print-facts">
      {facts.map(({ label, value }) => (
        <div key={label} role="group" aria-label={label}>
          <span>{label}: </span>
          <strong>{value}</strong>
        </div>
      ))}
    </div>
  );
}
