import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '@depot/shared/validation/zod-locale';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { backupsRoutes, type BackupsRoutesOptions } from './modules/backups/backups.routes';
import { branchesRoutes } from './modules/branches/branches.routes';
import { carsRoutes } from './modules/cars/cars.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { debtRoutes } from './modules/debt/debt.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { Maintenance } from './lib/maintenance';
import { remittancesRoutes } from './modules/remittances/remittances.routes';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { trackingPageRoutes } from './modules/tracking/tracking-page.routes';
import { trackingLimiter } from './modules/tracking/tracking-limit';
import { trackingCache } from './modules/tracking/tracking-cache';
import { TRACK_PER_MINUTE } from '@depot/shared/tracking/tracking.rules';
import { cashBookRoutes } from './modules/cash-book/cash-book.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { eventsRoutes, type EventsRoutesOptions } from './modules/events/events.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createReadiness, type Readiness } from './modules/health/readiness';
import { locationsRoutes } from './modules/locations/locations.routes';
import { productsRoutes } from './modules/products/products.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { codRoutes } from './modules/cod/cod.routes';
import { specificationsRoutes } from './modules/specifications/specifications.routes';
import { NO_HTTPS, type PhoneSetupState } from './modules/tls/tls.service';
import { tlsRoutes } from './modules/tls/tls.routes';
import { transportsRoutes } from './modules/transports/transports.routes';
import { transportLinesRoutes } from './modules/trips/transport-lines.routes';
import { tripsRoutes } from './modules/trips/trips.routes';
import { usersRoutes } from './modules/users/users.routes';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, frameworkErrorOptions } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The pool reports read through (DATABASE_READ_URL), `db` when none is set. */
    readDb: Database;
    maintenance: Maintenance;
  }
}

export type AppOptions = {
  db: Database;
  /** A replica's pool for reports (lib/context.ts `forReports`); `db` when absent. */
  readDb?: Database;
  /** What GET /api/ready answers; ready when absent (tests build on a migrated database). */
  readiness?: Readiness;
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where backups are kept and the pool they read through; without it, no backup routes. */
  backups?: BackupsRoutesOptions;
  /** Live screens' stream (GET /api/events): its heartbeat, shortened by tests. */
  events?: EventsRoutesOptions;
  /** Public tracking lookups an address may make a minute; TRACK_PER_MINUTE when absent. */
  trackPerMinute?: number;
  /** How long the public tracking's answers are kept (tracking-cache.ts): the server does, tests mostly not. */
  trackCacheMs?: number;
  /** The HTTPS port and root certificate, read when a phone asks; absent: no HTTPS. */
  phoneSetup?: () => PhoneSetupState;
  /** The load balancers whose X-Forwarded-For gives request.ip (config TRUST_PROXY); none when absent. */
  trustProxy?: string[];
  /** Keep checked sessions in memory (plugins/auth.ts): the server does, tests mostly not. */
  cacheSessions?: boolean;
};

/** Request logs never carry credentials: headers are not logged, and the token is redacted anyway. */
export const LOG_REDACT = ['req.headers.authorization', 'req.body.password'];

export async function buildApp({
  db,
  webDistDir,
  logger = false,
  backups,
  events,
  readDb = db,
  readiness = createReadiness('ready'),
  phoneSetup = () => NO_HTTPS,
  trustProxy,
  cacheSessions = false,
  trackPerMinute = TRACK_PER_MINUTE,
  trackCacheMs = 0,
}: AppOptions) {
  const app = Fastify({
    logger,
    // Only these peers' forwarded address is believed: a header sent straight here is ignored.
    ...(trustProxy ? { trustProxy } : {}),
    bodyLimit: 1024 * 1024,
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  // A restore from the screen answers every other request 503 while it runs (lib/maintenance.ts).
  app.decorate('maintenance', new Maintenance());
  app.decorate('readDb', readDb);
  // One count per address for the tracking API and its page together.
  const tracking = { limiter: trackingLimiter(trackPerMinute), cache: trackingCache(trackCacheMs) };

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(openapiPlugin);
  await app.register(
    async (api) => {
      app.maintenance.hooks(api);
      await api.register(authPlugin, { cacheSessions });
      await api.register(healthRoutes, { readiness });
      await api.register(tlsRoutes, { state: phoneSetup });
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(branchesRoutes);
      await api.register(locationsRoutes);
      await api.register(customersRoutes);
      await api.register(specificationsRoutes);
      await api.register(carsRoutes);
      await api.register(transportsRoutes);
      await api.register(tripsRoutes);
      await api.register(transportLinesRoutes);
      await api.register(receiptsRoutes);
      await api.register(productsRoutes);
      await api.register(settingsRoutes);
      await api.register(exportsRoutes);
      await api.register(statisticsRoutes);
      await api.register(debtRoutes);
      await api.register(dashboardRoutes);
      await api.register(paymentsRoutes);
      await api.register(payoutsRoutes);
      await api.register(remittancesRoutes);
      await api.register(deliveriesRoutes);
      await api.register(trackingRoutes, tracking);
      await api.register(cashBookRoutes);
      await api.register(codRoutes);
      await api.register(eventsRoutes, events ?? {});
      if (backups) await api.register(backupsRoutes, backups);
    },
    { prefix: '/api' },
  );
  await app.register(trackingPageRoutes, tracking);
  await app.register(webAppPlugin, { webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
