/**
 * Above this many rows an export asks first, saying how many (docs/domain.md): 500 000 goods take
 * about two minutes to write, which a clerk should choose knowingly.
 */
export const EXPORT_CONFIRM_ROWS = 50_000;
