/**
 * Routes of the signed-in area (issue 4), lazily loaded so visitors never download them.
 * The app's route table spreads {@link adminRoutes} in. Each entry is a React Router route object.
 */
import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [];
