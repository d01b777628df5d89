// The Drizzle schema as one object for the client and drizzle-kit.
export * from './users';
