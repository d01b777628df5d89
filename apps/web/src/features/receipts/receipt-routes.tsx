import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * A receipt page with antd's <App> (toasts, dialogs) around it: the print views are outside the
 * app's layout, which provides it to the other screens.
 */
function withFeedback(load: () => Promise<ComponentType>): Lazy {
  return async () => {
    const [Page, { FeedbackProvider }] = await Promise.all([
      load(),
      import('../../app/feedback-provider'),
    ]);
    return {
      Component: () => (
        <FeedbackProvider>
          <Page />
        </FeedbackProvider>
      ),
    };
  };
}

/**
 * The receipt's print views (spec 2 §2.6, §2.10), outside the app's layout: no sidebar or
 * header on paper. Each page is its own lazy chunk.
 */
export const receiptRoutes: RouteObject[] = [
  {
    path: 'report/cart/print/:car_id/:date/:customer_id',
    lazy: withFeedback(() => import('./components/receipt-page').then((m) => m.ReceiptPage)),
  },
  {
    path: 'report/cart/print/:car_id/:date',
    lazy: withFeedback(() =>
      import('./components/vehicle-receipts-page').then((m) => m.VehicleReceiptsPage),
    ),
  },
  {
    path: 'in',
    lazy: withFeedback(() =>
      import('./components/sample-receipt-page').then((m) => m.SampleReceiptPage),
    ),
  },
];
