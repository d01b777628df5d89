import type { RouteObject } from 'react-router';

/** The period statement of account: a print view, outside the app's layout. */
export const debtPrintRoutes: RouteObject[] = [
  {
    path: 'cong-no/theo-ky',
    lazy: () =>
      import('./components/period-statement-page').then((m) => ({
        Component: m.PeriodStatementPage,
      })),
  },
];
