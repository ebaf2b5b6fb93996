/**
 * The chunks `/` renders, declared once: home.tsx renders them lazily and the router preloads them at start
 * (router.tsx, preloadScreen), without importing the home screen's own chunk first.
 */
export const loadLandingPage = () => import('@/features/landing/components/landing-page');
export const loadDashboard = () => import('@/features/dashboard/components/dashboard');
/**
 * The dashboard's actions: Add Hive (which starts with the apiary when there is none), the first-run steps, and the
 * Quick Actions that record an inspection (with today's weather advice for the hive's apiary) and a harvest (whose
 * form loads only when opened).
 */
export const loadDashboardActions = () =>
  Promise.all([
    import('@/features/hives/components/add-hive-button'),
    import('@/features/apiaries/components/add-apiary-button'),
    import('./first-apiary-dialog'),
    import('@/features/inspections/components/record-inspection-button'),
    import('./inspection-weather-advice'),
    import('@/features/production/components/record-harvest-button'),
  ]);
/** The dashboard's Weather card, a chunk of its own downloaded in parallel with the dashboard's. */
export const loadWeatherCard = () => import('@/features/weather/components/weather-card');
/**
 * The dashboard's Treatment Reminders card and its Log Treatment quick action (whose form loads only when opened),
 * a chunk of their own downloaded in parallel with the dashboard's.
 */
export const loadTreatmentReminders = () =>
  Promise.all([
    import('@/features/treatments/components/treatment-reminders-card'),
    import('@/features/treatments/components/log-treatment-button'),
  ]);
/** The dashboard's Upcoming Tasks card, a chunk of its own like the Weather card's. */
export const loadUpcomingTasksCard = () => import('@/features/tasks/components/upcoming-tasks-card');
/**
 * The Daily Beekeeping Tip's check (the dialog itself is a chunk of its own, loaded only on a day it shows), with the
 * dashboard's chunks, so visitors never download it.
 */
export const loadDailyTip = () => import('@/features/daily-tip/components/daily-tip');
