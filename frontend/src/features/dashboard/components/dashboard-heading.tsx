/**
 * The dashboard's heading and greeting, the same for every beekeeper. The app's frame shows them while the signed-in
 * user is still loading (router.tsx), from the app's first script, so the page's largest text paints with the frame.
 */
export function DashboardHeading() {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Dashboard</h1>
      <p className="text-stone-700">Welcome back! Here&apos;s your apiary overview.</p>
    </div>
  );
}
