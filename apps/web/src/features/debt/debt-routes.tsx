import type { RouteObject } from 'react-router';

/**
 * The period statement of account: a print view, outside the app's layout, so antd's <App>
 * (the export's toasts) is put around it here, as the receipts' print views do.
 */
export const debtPrintRoutes: RouteObject[] = [
  {
    path: 'cong-no/theo-ky',
    lazy: async () => {
      const [{ PeriodStatementPage }, { FeedbackProvider }] = await Promise.all([
        import('./components/period-statement-page'),
        import('../../app/feedback-provider'),
      ]);
      return {
        Component: () => (
          <FeedbackProvider>
            <PeriodStatementPage />
          </FeedbackProvider>
        ),
      };
    },
  },
];
