// The Drizzle schema as one object for the client and drizzle-kit.
export * from './branches';
export * from './users';
export * from './auth';
export * from './locations';
export * from './customers';
export * from './specifications';
export * from './cars';
export * from './products';
export * from './trips';
export * from './audit';
export * from './settings';
export * from './goods-totals';
export * from './statement-totals';
export * from './request-ids';
export * from './payments';
export * from './transports';
export * from './change-events';
