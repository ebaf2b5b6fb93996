import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const GUIDELINES = [
  { title: 'Bug reports', text: 'Say what you did, what you expected and what happened instead, and on which device.' },
  { title: 'Feature requests', text: 'Tell us the problem in your beekeeping the feature would solve.' },
  { title: 'Improvements', text: 'Name the screen and what would make it quicker or clearer to use.' },
  { title: 'Be specific', text: 'One topic per message helps us follow it up and tell you when it is done.' },
] as const;

/** The guidelines card beside the form: how to write feedback the team can act on. */
export function FeedbackGuidelines() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Feedback Guidelines</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          {GUIDELINES.map(({ title, text }) => (
            <li key={title}>
              <span className="font-semibold text-stone-900">{title}: </span>
              <span className="text-stone-700">{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
