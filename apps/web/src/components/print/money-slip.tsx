import type { ReactNode } from 'react';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { DepotHeader } from './depot-header';
import './money-slip.css';

/** A labelled value, named by its label so that a reader (and a test) finds it by what it is. */
export function SlipFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="slip-fact">
      <span>{label}: </span>
      <strong>{children}</strong>
    </div>
  );
}

type SlipHeadingProps = {
  depot: Pick<Settings, 'depot_name' | 'address' | 'hotline'>;
  /** `PHIẾU THU TIỀN`, `PHIẾU CHI`. */
  title: string;
  /** `ĐÃ HỦY` on a voided slip. */
  stamp?: string;
  /** The number, the time and any mark under the title. */
  children: ReactNode;
};

/**
 * The top of a money slip (phiếu thu, phiếu chi): the depot's name and address, a stamp when
 * voided, the title and what identifies the slip.
 */
export function SlipHeading({ depot, title, stamp, children }: SlipHeadingProps) {
  return (
    <>
      <div className="slip-head">
        <DepotHeader depot={depot} />
        {stamp && <div className="print-stamp">{stamp}</div>}
      </div>
      <div className="slip-title">
        <h1>{title}</h1>
        {children}
      </div>
    </>
  );
}
