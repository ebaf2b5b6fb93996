/**
 * The dashboard's heading and greeting. The app's frame shows them while the signed-in user is still loading
 * (router.tsx), from the app's first script, so the page's largest text paints with the frame: in English, the
 * catalogue's source words (`FRAME_WORDS`, kept equal to it by a test) for a page that starts in English, since no
 * catalogue is loaded yet; the dashboard itself passes its words in the beekeeper's language.
 */
export const FRAME_WORDS = { heading: 'Dashboard', greeting: "Welcome back! Here's your apiary overview." } as const;

export function DashboardHeading({
  heading = FRAME_WORDS.heading,
  greeting = FRAME_WORDS.greeting,
}: {
  heading?: string;
  greeting?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{heading}</h1>
      <p className="text-stone-700">{greeting}</p>
    </div>
  );
}
