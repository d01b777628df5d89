// The Drizzle schema as one object for the client and drizzle-kit.
export * from './branches';
export * from './users';
export * from './locations';
export * from './customers';
export * from './catalog';
export * from './goods';
export * from './audit';
export * from './settings';
export * from './goods-totals';
export * from './statement-totals';
export * from './request-ids';
export * from './payments';
export * from './scan-requests';
export * from './change-events';
