import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { CarFormPage } from '../features/cars/components/car-form-page';
import { CarsListPage } from '../features/cars/components/cars-list-page';
import { CustomerFormPage } from '../features/customers/components/customer-form-page';
import { CustomersListPage } from '../features/customers/components/customers-list-page';
import { ProductsPage } from '../features/products/components/products-page';
import { SpecificationFormPage } from '../features/specifications/components/specification-form-page';
import { SpecificationsListPage } from '../features/specifications/components/specifications-list-page';
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
      {
        path: 'customers',
        children: [
          { index: true, element: <CustomersListPage /> },
          { path: 'create', element: <CustomerFormPage /> },
          { path: 'update/:id', element: <CustomerFormPage /> },
        ],
      },
      { path: 'thong-ke', element: <StatisticsPage /> },
      { path: 'bang-ke-hang-theo-xe', element: <TripsPage /> },
      {
        path: 'cars',
        children: [
          { index: true, element: <CarsListPage /> },
          { path: 'create', element: <CarFormPage /> },
          { path: 'update/:id', element: <CarFormPage /> },
        ],
      },
      {
        path: 'specifications',
        children: [
          { index: true, element: <SpecificationsListPage /> },
          { path: 'create', element: <SpecificationFormPage /> },
          { path: 'update/:id', element: <SpecificationFormPage /> },
        ],
      },
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
