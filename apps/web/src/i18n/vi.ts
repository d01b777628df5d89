import { addressConversionTexts } from './texts/address-conversion';
import { appTexts } from './texts/app';
import { carLoadTexts } from './texts/car-load';
import { carsTexts } from './texts/cars';
import { cashBookTexts } from './texts/cash-book';
import { codTexts } from './texts/cod';
import { backupsTexts } from './texts/backups';
import { customersTexts } from './texts/customers';
import { debtTexts } from './texts/debt';
import { dashboardTexts } from './texts/dashboard';
import { exportsTexts } from './texts/exports';
import { linePaidTexts } from './texts/line-paid';
import { paymentsTexts } from './texts/payments';
import { payoutsTexts } from './texts/payouts';
import { phoneTexts } from './texts/phone';
import { phoneSetupTexts } from './texts/phone-setup';
import { printTexts } from './texts/print';
import { printViewsTexts } from './texts/print-views';
import { productsTexts } from './texts/products';
import { productsFormTexts } from './texts/products-form';
import { receiptsTexts } from './texts/receipts';
import { remittancesTexts } from './texts/remittances';
import { reportsTexts } from './texts/reports';
import { settingsTexts } from './texts/settings';
import { specificationsTexts } from './texts/specifications';
import { statementsTexts } from './texts/statements';
import { statisticsTexts } from './texts/statistics';
import { tripsProfitTexts } from './texts/trips-profit';
import { usersTexts } from './texts/users';
import { waitingGoodsTexts } from './texts/waiting-goods';
import { branchesTexts } from './texts/branches';
import { yardTexts } from './texts/yard';
import { deliveriesTexts } from './texts/deliveries';

/**
 * Every text a person reads in the web app, except validation messages (those live with the
 * shared zod schemas so server and web say the same thing). One file per feature under
 * `texts/`, so that a feature's texts grow in its own file; screens read them all through `vi`.
 */
export const vi = {
  ...appTexts,
  users: usersTexts,
  branches: branchesTexts,
  customers: customersTexts,
  addressConversion: addressConversionTexts,
  specifications: specificationsTexts,
  cars: carsTexts,
  carLoad: carLoadTexts,
  products: productsTexts,
  productsForm: productsFormTexts,
  statements: statementsTexts,
  print: printTexts,
  receipts: receiptsTexts,
  printViews: printViewsTexts,
  reports: reportsTexts,
  settings: settingsTexts,
  exports: exportsTexts,
  statistics: statisticsTexts,
  tripsProfit: tripsProfitTexts,
  remittances: remittancesTexts,
  debt: debtTexts,
  dashboard: dashboardTexts,
  payments: paymentsTexts,
  payouts: payoutsTexts,
  linePaid: linePaidTexts,
  cashBook: cashBookTexts,
  cod: codTexts,
  backups: backupsTexts,
  yard: yardTexts,
  phone: phoneTexts,
  phoneSetup: phoneSetupTexts,
  waitingGoods: waitingGoodsTexts,
  deliveries: deliveriesTexts,
} as const;
