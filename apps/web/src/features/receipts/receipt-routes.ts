import type { RouteObject } from 'react-router';

/**
 * The receipt's print views (spec 2 §2.6, §2.10), outside the app's layout: no sidebar or
 * header on paper. Each page is its own lazy chunk.
 */
export const receiptRoutes: RouteObject[] = [];
