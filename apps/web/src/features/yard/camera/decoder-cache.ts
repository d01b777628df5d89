import { loadDecoder, type Decoder } from './load-decoder';

let loading: Promise<Decoder> | undefined;

/** The decoder, loaded once on first use; a failed load (no network) is tried again next time. */
export function getDecoder(): Promise<Decoder> {
  loading ??= loadDecoder().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
