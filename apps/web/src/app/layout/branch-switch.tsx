import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BranchSelect } from '../../domain/branch-select';
import { TAP_SIZE } from '../../components/phone/phone-theme';
import { vi } from '../../i18n/vi';
import { chooseBranch, useChosenBranch } from '../../lib/branch-choice';
import { useBranches } from '../../lib/branch-queries';
import { refreshEverything } from '../../lib/refresh-map';
import { useSession } from '../../lib/session';

/**
 * Whether the header offers the branch switch, and its choice. Keeps the stored choice one the
 * depot has, and every screen following it: whatever changed it (the switch, the fallback
 * below, another tab), what the screens show was read for the branch chosen before. The
 * switch is offered to a person of every branch (`branch_id` null) once the depot has more than
 * one; a person of one branch never sees it: the server scopes them to their own.
 */
export function useBranchSwitch() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { branches, isLoaded, shown } = useBranches();
  const chosen = useChosenBranch();
  const known = chosen === null || branches.some((branch) => branch.id === chosen);

  // A branch the list no longer has (or a depot back to one branch, which shows no switch):
  // every branch again, rather than lists filtered by a branch nobody can see or unchoose.
  useEffect(() => {
    if (isLoaded && chosen !== null && (!shown || !known)) chooseBranch(null);
  }, [isLoaded, chosen, shown, known]);

  const previous = useRef(chosen);
  useEffect(() => {
    if (previous.current === chosen) return;
    previous.current = chosen;
    void refreshEverything(queryClient);
  }, [chosen, queryClient]);

  return { offered: shown && user?.branch_id === null, chosen: known ? chosen : null };
}

/** The header's branch switch (docs/domain.md, "Branches"): `Tất cả chi nhánh` or one branch. */
export function BranchSwitch({ narrow, chosen }: { narrow: boolean; chosen: number | null }) {
  return (
    <BranchSelect
      aria-label={vi.branches.branch}
      noneLabel={vi.branches.allBranches}
      value={chosen}
      onChange={chooseBranch}
      // A phone's header holds the menu, the name and sign-out too: the code alone (`CT`), in
      // a box a thumb can hit (44 px, as the header's buttons).
      short={narrow ? { noneLabel: vi.branches.allShort } : undefined}
      style={narrow ? { width: 88, height: TAP_SIZE } : { width: 240 }}
    />
  );
}
