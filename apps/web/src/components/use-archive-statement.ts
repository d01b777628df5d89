import { statementErrorTexts as t } from '../i18n/texts/statement-errors';
import { countTripLines, useArchiveTrips, type TripLinesScope } from '../lib/archive-trips';
import { statementDeleteError } from '../lib/statement-delete-error';
import { useToast } from './toast';

/** Shows the screen's own question about `lines` goods lines; `archive` runs on yes. */
export type AskToArchive = (
  lines: number,
  archive: (reason: string | undefined) => Promise<void>,
) => void;

/**
 * Deleting a statement (spec 2 §4, §8), the same from the statements screen and the statistics
 * cards: its goods lines are counted first, and if that check fails or finds none nothing is
 * deleted; the screen asks in its own dialog how many lines go; then DELETE /trips archives them
 * and every screen that shows them reads them again. Each outcome says spec 2 §8's text.
 */
export function useArchiveStatement(): (scope: TripLinesScope, ask: AskToArchive) => Promise<void> {
  const toast = useToast();
  const mutation = useArchiveTrips();
  return async (scope, ask) => {
    let lines: number;
    try {
      lines = await countTripLines(scope);
    } catch {
      toast.error(t.checkFailed);
      return;
    }
    if (lines === 0) {
      toast.error(t.nothingToDelete);
      return;
    }
    ask(lines, (reason) =>
      mutation.mutateAsync({ ...scope, reason }).then(
        () => toast.success(t.deleteSuccess),
        (error: unknown) => toast.error(statementDeleteError(error)),
      ),
    );
  };
}
