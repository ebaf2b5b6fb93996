/**
 * The dashboard's heading and greeting. The app's frame shows them while the signed-in user is still loading
 * (router.tsx), from the app's first script, so the page's largest text paints with the frame: with the returning
 * beekeeper's greeting (the spec's); the dashboard itself greets a beekeeper new to HiveKeeper.
 */
export function DashboardHeading({ greeting = "Welcome back! Here's your apiary overview." }: { greeting?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Dashboard</h1>
      <p className="text-stone-700">{greeting}</p>
    </div>
  );
}
