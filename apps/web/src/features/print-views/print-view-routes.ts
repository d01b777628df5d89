import type { RouteObject } from 'react-router';

/**
 * The other print views of the old site's links (docs/printing.md): the vehicle's
 * statement, one customer's goods on a vehicle, goods labels. Outside the app's layout.
 */
export const printViewRoutes: RouteObject[] = [
  {
    path: 'bang-ke/in',
    lazy: () =>
      import('./components/vehicle-statement-page').then((m) => ({
        Component: m.VehicleStatementPage,
      })),
  },
  {
    path: 'hang-hoa/khach-hang',
    lazy: () =>
      import('./components/customer-goods-print-page').then((m) => ({
        Component: m.CustomerGoodsPrintPage,
      })),
  },
  {
    path: 'products/label/:id',
    lazy: () => import('./components/label-pages').then((m) => ({ Component: m.LabelPage })),
  },
  {
    path: 'products/labels',
    lazy: () => import('./components/label-pages').then((m) => ({ Component: m.LabelsPage })),
  },
];
