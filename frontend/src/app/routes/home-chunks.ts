/**
 * The chunks `/` renders, declared once: home.tsx renders them lazily and the router preloads them at start
 * (router.tsx, preloadScreen), without importing the home screen's own chunk first.
 */
export const loadLandingPage = () => import('@/features/landing/components/landing-page');
/** The dashboard with its cards, its actions and the daily tip's check, one chunk that visitors never download. */
export const loadDashboardScreen = () => import('./dashboard-screen');
