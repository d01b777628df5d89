import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { debtPrintRoutes } from '../features/debt/debt-routes';
import { paymentPrintRoutes } from '../features/payments/payment-routes';
import { payoutPrintRoutes } from '../features/cash-book/payout-print-routes';
import { deliveryPrintRoutes } from '../features/deliveries/delivery-print-routes';
import { printViewRoutes } from '../features/print-views/print-view-routes';
import { receiptRoutes } from '../features/receipts/receipt-routes';
import { RequireAuth } from './require-auth';
import { statisticsRoutes } from './statistics-routes';

/**
 * Each screen is its own chunk, loaded when its route is first matched (React Router's lazy
 * routes): the sign-in screen downloads only itself, React, antd's core and the router, and every
 * later screen adds its own code. `npm run bench` prints the sizes (scripts/bench-bundle.mjs).
 */
type Lazy = NonNullable<RouteObject['lazy']>;

const layout: Lazy = async () => {
  const [{ AppLayout }, { FeedbackProvider }] = await Promise.all([
    import('./layout/app-layout'),
    import('./feedback-provider'),
  ]);
  return {
    Component: () => (
      <FeedbackProvider>
        <AppLayout />
      </FeedbackProvider>
    ),
  };
};
const login: Lazy = () =>
  import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage }));
const products: Lazy = () =>
  import('../features/products/list/products-list-page').then((m) => ({
    Component: m.ProductsListPage,
  }));

/** History-mode routes (spec 1 §2, spec 2 §2); only /login and /register are open to guests. */
const screens: RouteObject[] = [
  { path: '/login', lazy: login },
  { path: '/register', lazy: login },
  {
    // Setting a phone up for the yard's camera (docs/decisions/0002-scan-request-ids.md): read before it can sign in.
    path: '/cai-dat-dien-thoai',
    lazy: () =>
      import('../features/phone-setup/components/phone-setup-page').then((m) => ({
        Component: m.PhoneSetupPage,
      })),
  },
  {
    path: '/',
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      // Print views: signed in, but without the app's layout.
      ...receiptRoutes,
      ...printViewRoutes,
      ...debtPrintRoutes,
      ...paymentPrintRoutes,
      ...payoutPrintRoutes,
      ...deliveryPrintRoutes,
      {
        lazy: layout,
        children: [
          { index: true, lazy: products },
          { path: 'products', lazy: products },
          { path: 'products/create', lazy: productForm },
          { path: 'products/update/:id', lazy: productForm },
          {
            // Hàng chờ giao (docs/domain.md, "Branches"): goods waiting at the branch acted for.
            path: 'hang-cho-giao',
            lazy: () =>
              import('../features/waiting-goods/components/waiting-goods-page').then((m) => ({
                Component: m.WaitingGoodsPage,
              })),
          },
          {
            path: 'customers',
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/customers/components/customers-list-page').then((m) => ({
                    Component: m.CustomersListPage,
                  })),
              },
              { path: 'create', lazy: customerForm },
              { path: 'update/:id', lazy: customerForm },
              {
                // Converting customers to the 2025 list (docs/decisions/0010-addresses-2025.md): admins only.
                path: 'doi-dia-chi',
                lazy: () =>
                  import('./require-role').then((m) => ({ Component: m.RequireAccountManager })),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../features/address-conversion/components/address-conversion-page').then(
                        (m) => ({ Component: m.AddressConversionPage }),
                      ),
                  },
                ],
              },
              {
                path: 'debt',
                lazy: () =>
                  import('../features/debt/components/debt-page').then((m) => ({
                    Component: m.DebtPage,
                  })),
              },
            ],
          },
          ...statisticsRoutes,
          {
            path: 'so-quy',
            lazy: () =>
              import('../features/cash-book/components/cash-book-page').then((m) => ({
                Component: m.CashBookPage,
              })),
          },
          {
            path: 'chuyen-tien',
            lazy: () =>
              import('../features/remittances/components/remittances-page').then((m) => ({
                Component: m.RemittancesPage,
              })),
          },
          {
            path: 'doi-soat-thu-ho',
            lazy: () =>
              import('../features/cod/components/cod-senders-page').then((m) => ({
                Component: m.CodSendersPage,
              })),
          },
          {
            // The loading yard on a phone (docs/decisions/0002-scan-request-ids.md).
            path: 'xep-hang',
            lazy: () =>
              import('../features/yard/components/yard-page').then((m) => ({
                Component: m.YardPage,
              })),
          },
          {
            path: 'bang-ke-hang-theo-xe',
            lazy: () =>
              import('../features/trips/components/statement-list-page').then((m) => ({
                Component: m.StatementListPage,
              })),
          },
          {
            path: 'chi-tiet-bang-ke',
            lazy: () =>
              import('../features/trips/components/car-statement-page').then((m) => ({
                Component: m.CarStatementPage,
              })),
          },
          {
            // A vehicle arriving at its branch (docs/domain.md, "Branches"): its arrival list.
            path: 'bang-ke/:id/nhan-xe',
            lazy: () =>
              import('../features/trips/components/trip-arrival-page').then((m) => ({
                Component: m.TripArrivalPage,
              })),
          },
          {
            path: 'chi-tiet-hang-theo-khach-hang',
            lazy: () =>
              import('../features/trips/components/customer-goods-page').then((m) => ({
                Component: m.CustomerGoodsPage,
              })),
          },
          {
            path: 'report',
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/reports/components/report-list-page').then((m) => ({
                    Component: m.ReportListPage,
                  })),
              },
              { path: 'cart/:id/:date', lazy: reportCar },
              { path: 'cart/:car_id/:date/:customer_id', lazy: reportCar },
            ],
          },
          {
            path: 'cars',
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/cars/components/cars-list-page').then((m) => ({
                    Component: m.CarsListPage,
                  })),
              },
              { path: 'create', lazy: carForm },
              { path: 'update/:id', lazy: carForm },
            ],
          },
          {
            path: 'specifications',
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/specifications/components/specifications-list-page').then(
                    (m) => ({ Component: m.SpecificationsListPage }),
                  ),
              },
              { path: 'create', lazy: specificationForm },
              { path: 'update/:id', lazy: specificationForm },
            ],
          },
          {
            path: 'users',
            lazy: () =>
              import('./require-role').then((m) => ({ Component: m.RequireAccountManager })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/users/components/users-list-page').then((m) => ({
                    Component: m.UsersListPage,
                  })),
              },
              {
                path: 'create',
                lazy: () =>
                  import('../features/users/components/user-create-page').then((m) => ({
                    Component: m.UserCreatePage,
                  })),
              },
              {
                path: 'update/:id',
                lazy: () =>
                  import('../features/users/components/user-update-page').then((m) => ({
                    Component: m.UserUpdatePage,
                  })),
              },
            ],
          },
          {
            // The depot's branches (docs/domain.md, "Branches"): admins only, as the server's writes.
            path: 'chi-nhanh',
            lazy: () =>
              import('./require-role').then((m) => ({ Component: m.RequireAccountManager })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/branches/components/branches-list-page').then((m) => ({
                    Component: m.BranchesListPage,
                  })),
              },
              { path: 'create', lazy: branchForm },
              { path: 'update/:id', lazy: branchForm },
            ],
          },
          {
            path: 'sao-luu',
            lazy: () =>
              import('./require-role').then((m) => ({ Component: m.RequireAccountManager })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/backups/components/backups-page').then((m) => ({
                    Component: m.BackupsPage,
                  })),
              },
            ],
          },
          {
            path: 'settings',
            lazy: () =>
              import('./require-role').then((m) => ({ Component: m.RequireSettingsManager })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/settings/components/settings-page').then((m) => ({
                    Component: m.SettingsPage,
                  })),
              },
            ],
          },
          {
            path: '*',
            lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];

function customerForm() {
  return import('../features/customers/components/customer-form-page').then((m) => ({
    Component: m.CustomerFormPage,
  }));
}
function productForm() {
  return import('../features/products/form/product-form-page').then((m) => ({
    Component: m.ProductFormPage,
  }));
}
function carForm() {
  return import('../features/cars/components/car-form-page').then((m) => ({
    Component: m.CarFormPage,
  }));
}
function branchForm() {
  return import('../features/branches/components/branch-form-page').then((m) => ({
    Component: m.BranchFormPage,
  }));
}
function reportCar() {
  return import('../features/reports/components/report-car-page').then((m) => ({
    Component: m.ReportCarPage,
  }));
}
function specificationForm() {
  return import('../features/specifications/components/specification-form-page').then((m) => ({
    Component: m.SpecificationFormPage,
  }));
}

/** The first screen's code is still loading: a blank page for those few milliseconds. */
function FirstLoad() {
  return null;
}

export const routes: RouteObject[] = [{ HydrateFallback: FirstLoad, children: screens }];

export const router = createBrowserRouter(routes);
