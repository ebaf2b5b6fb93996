import { BookOpen, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import type { Season } from '@shared/schemas/daily-tip';
import {
  expertTipsOn,
  RESOURCE_GROUPS,
  type CommunityLink,
  type ExpertTip,
  type ResourceGroup,
  type TipFigure,
} from '@shared/rules/community';
import { beekeeperHemisphere } from '@shared/rules/season';
import { formatTemperature, formatWeightRange, type UnitSystem } from '@shared/rules/units';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { Spinner } from '@/components/ui/spinner';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages, type MessageValues } from '@/lib/i18n/catalog';
import { communityMessages, type CommunityKey } from '../messages';

/**
 * The community screen (`/community`): expert tips for the beekeeper's season, which follows their apiaries'
 * hemisphere, and links to associations, forums, education and events. The links are HiveKeeper's own content, so
 * they show at once; only the tips wait for the apiaries.
 */
export function CommunityScreen() {
  const t = useMessages(communityMessages);
  const apiaries = useApiaries();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-labelledby="expert-tips-heading" className="flex flex-col gap-4">
        <h2 id="expert-tips-heading" className="flex items-center gap-2 text-xl font-semibold text-stone-900">
          <Lightbulb aria-hidden="true" className="size-5 text-honey-700" />
          {t('expertTips')}
        </h2>
        <QueryContent
          query={apiaries}
          what={t('tipsWhat')}
          loading={<Spinner label={t('tipsLoading')} className="py-6" />}
        >
          {(list) => <ExpertTips apiaries={list} />}
        </QueryContent>
      </section>
      <section aria-labelledby="resources-heading" className="flex flex-col gap-4">
        <h2 id="resources-heading" className="flex items-center gap-2 text-xl font-semibold text-stone-900">
          <BookOpen aria-hidden="true" className="size-5 text-honey-700" />
          {t('resources')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {RESOURCE_GROUPS.map((group) => (
            <ResourceGroupCard key={group.key} group={group} />
          ))}
        </div>
      </section>
    </div>
  );
}

function ExpertTips({ apiaries }: { apiaries: readonly Apiary[] }) {
  const t = useMessages(communityMessages);
  const [today] = useState(() => new Date());
  const hemisphere = beekeeperHemisphere(apiaries);
  const { season, tips } = expertTipsOn(today, hemisphere);
  return (
    <>
      <p className="text-stone-700">
        <strong className="font-semibold text-stone-900">{t('seasonInHemisphere', { season, hemisphere })}</strong>
        {apiaries.some(({ latitude }) => latitude !== null) ? t('whereApiariesAre') : t('addCoordinates')}
      </p>
      <ul className="grid gap-4 md:grid-cols-3">
        {tips.map((tip) => (
          <ExpertTipCard key={tip.key} season={season} tip={tip} />
        ))}
      </ul>
    </>
  );
}

/** A tip's figure as its message states it: weights and temperatures in the beekeeper's units. */
function figureText(figure: TipFigure, units: UnitSystem): string | number {
  if (typeof figure !== 'object') return figure;
  return 'lbs' in figure
    ? formatWeightRange(figure.lbs.min, figure.lbs.max, units)
    : formatTemperature(figure.fahrenheit, units);
}

function ExpertTipCard({ season, tip: { key, figures = {}, source } }: { season: Season; tip: ExpertTip }) {
  const t = useMessages(communityMessages);
  const units = useUnitSystem();
  const values: MessageValues = Object.fromEntries(
    Object.entries(figures).map(([name, figure]) => [name, figureText(figure, units)]),
  );
  const id = `tip.${season}.${key}`;
  return (
    <li className="min-w-0">
      <Card className="flex h-full flex-col">
        <CardHeader>
          <CardTitle>{t(`${id}.title` as CommunityKey)}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col justify-between gap-3">
          <p className="text-sm text-stone-700">{t(`${id}.text` as CommunityKey, values)}</p>
          <p className="text-sm text-stone-700">
            {t('source')} <OutsideLink link={source} />
          </p>
        </CardContent>
      </Card>
    </li>
  );
}

function ResourceGroupCard({ group: { key, links } }: { group: ResourceGroup }) {
  const t = useMessages(communityMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(`group.${key}.title` as CommunityKey)}</CardTitle>
        <CardDescription>{t(`group.${key}.description` as CommunityKey)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {links.map((link) => (
            <li key={link.url} className="flex flex-col gap-0.5">
              <OutsideLink link={link} />
              <span className="text-sm text-stone-700">{t(`resource.${link.key}.description` as CommunityKey)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** A publisher's page in a new tab, said so in the beekeeper's language; the publisher's name is never translated. */
function OutsideLink({ link: { name, url } }: { link: CommunityLink }) {
  const t = useMessages(communityMessages);
  return (
    <ExternalLink href={url} newTabNote={t('opensNewTab')}>
      <span translate="no">{name}</span>
    </ExternalLink>
  );
}
