import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/catalog';
import { feedbackMessages } from '../messages';

/** Each guideline's title key; its text is the key with `Text` after it. */
const GUIDELINES = [
  'guidelines.bugs',
  'guidelines.features',
  'guidelines.improvements',
  'guidelines.specific',
] as const;

/** The guidelines card beside the form: how to write feedback the team can act on. */
export function FeedbackGuidelines() {
  const t = useMessages(feedbackMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('guidelines.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          {GUIDELINES.map((title) => (
            <li key={title}>
              <span className="font-semibold text-stone-900">{t(title)}: </span>
              <span className="text-stone-700">{t(`${title}Text`)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
