import type { RouteObject } from 'react-router';

/**
 * The printed receipt of a payment (phiếu thu tiền, docs/decisions/0001-payments-are-records.md): a print view, outside the app's
 * layout, so antd's <App> is put around it here, as the other print views do.
 */
export const paymentPrintRoutes: RouteObject[] = [
  {
    path: 'phieu-thu-tien/:id',
    lazy: async () => {
      const [{ PaymentReceiptPage }, { FeedbackProvider }] = await Promise.all([
        import('./components/payment-receipt-page'),
        import('../../app/feedback-provider'),
      ]);
      return {
        Component: () => (
          <FeedbackProvider>
            <PaymentReceiptPage />
          </FeedbackProvider>
        ),
      };
    },
  },
];
