import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHANGE_KINDS } from '@depot/shared/events/events.schema';
import { onUnauthorized } from '../lib/api-client';
import { followLiveChanges } from '../lib/live-changes';
import { refreshAfterElsewhere } from '../lib/refresh-map';
import { getToken } from '../lib/session';

/**
 * Live screens (docs/decisions/0013-live-screens-several-servers.md), mounted once in the signed-in shell: every change anyone makes
 * refreshes what the refresh map names for its kind, as the tab's own mutations do (without
 * cancelling a fetch in flight: see refreshAfterElsewhere); no screen
 * subscribes by hand. A burst comes as one batch, each kind refreshed once. A tab's own change
 * is refreshed twice (by its mutation, then by its event): the second only marks fresh data stale
 * again, cheap next to telling a tab's events apart.
 */
export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followLiveChanges({
        getToken,
        onChanges: (kinds) => {
          for (const kind of kinds) void refreshAfterElsewhere(queryClient, kind);
        },
        // What this tab missed is gone from the server: everything, as if each kind had changed.
        onReset: () => {
          for (const kind of CHANGE_KINDS) void refreshAfterElsewhere(queryClient, kind);
        },
        onUnauthorized,
      }),
    [queryClient],
  );
}
