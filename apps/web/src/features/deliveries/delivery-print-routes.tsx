import type { RouteObject } from 'react-router';

/**
 * The printed slip of a handover (phiếu giao hàng, docs/domain.md "Handover"): a print view,
 * outside the app's layout, with antd's <App> put around it here, as the other print views do.
 */
export const deliveryPrintRoutes: RouteObject[] = [
  {
    path: 'phieu-giao/:id',
    lazy: async () => {
      const [{ DeliverySlipPage }, { FeedbackProvider }] = await Promise.all([
        import('./components/delivery-slip-page'),
        import('../../app/feedback-provider'),
      ]);
      return {
        Component: () => (
          <FeedbackProvider>
            <DeliverySlipPage />
          </FeedbackProvider>
        ),
      };
    },
  },
];
