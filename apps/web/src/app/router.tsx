import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { CarsPage } from '../features/cars/components/cars-page';
import { CustomersPage } from '../features/customers/components/customers-page';
import { ProductsPage } from '../features/products/components/products-page';
import { SpecificationsPage } from '../features/specifications/components/specifications-page';
import { StatisticsPage } from '../features/statistics/components/statistics-page';
import { TripsPage } from '../features/trips/components/trips-page';
import { UserCreatePage } from '../features/users/components/user-create-page';
import { UserUpdatePage } from '../features/users/components/user-update-page';
import { UsersListPage } from '../features/users/components/users-list-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAccountManager } from './require-account-manager';
import { RequireAuth } from './require-auth';

/** History-mode routes (spec 1 §2, spec 2 §2); only /login and /register are open to guests. */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <LoginPage /> },
  {
    path: '/',
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <ProductsPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'customers', element: <CustomersPage /> },
      { path: 'thong-ke', element: <StatisticsPage /> },
      { path: 'bang-ke-hang-theo-xe', element: <TripsPage /> },
      { path: 'cars', element: <CarsPage /> },
      { path: 'specifications', element: <SpecificationsPage /> },
      {
        path: 'users',
        element: <RequireAccountManager />,
        children: [
          { index: true, element: <UsersListPage /> },
          { path: 'create', element: <UserCreatePage /> },
          { path: 'update/:id', element: <UserUpdatePage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
