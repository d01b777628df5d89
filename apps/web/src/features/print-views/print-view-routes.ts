import type { RouteObject } from 'react-router';

/**
 * The other print views of the old site's links (DESIGN.md decision 9): the vehicle's
 * statement, one customer's goods on a vehicle, goods labels. Outside the app's layout.
 */
export const printViewRoutes: RouteObject[] = [];
