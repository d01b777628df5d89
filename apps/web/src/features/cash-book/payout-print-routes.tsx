import type { RouteObject } from 'react-router';

/**
 * The printed slip of a payout (phiếu chi, docs/payments.md "Payouts"): a print view, outside the
 * app's layout, with antd's <App> put around it here, as the other print views do.
 */
export const payoutPrintRoutes: RouteObject[] = [
  {
    path: 'phieu-chi/:id',
    lazy: async () => {
      const [{ PayoutSlipPage }, { FeedbackProvider }] = await Promise.all([
        import('./components/payout-slip-page'),
        import('../../app/feedback-provider'),
      ]);
      return {
        Component: () => (
          <FeedbackProvider>
            <PayoutSlipPage />
          </FeedbackProvider>
        ),
      };
    },
  },
];
