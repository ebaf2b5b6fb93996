/**
 * The chunks `/` renders, declared once: home.tsx renders them lazily and the router preloads them at start
 * (router.tsx, preloadScreen), without importing the home screen's own chunk first.
 */
export const loadLandingPage = () => import('@/features/landing/components/landing-page');
export const loadDashboard = () => import('@/features/dashboard/components/dashboard');
export const loadAddHiveButton = () => import('@/features/hives/components/add-hive-button');
