import { BookOpen, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { expertTipsOn, RESOURCE_GROUPS, type ExpertTip, type ResourceGroup } from '@shared/rules/community';
import { beekeeperHemisphere } from '@shared/rules/season';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { expertTipsMessages, type ExpertTipKey } from '../expert-tips-messages';
import { communityMessages } from '../messages';

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
            <ResourceGroupCard key={group.title} group={group} />
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
          <ExpertTipCard key={tip.id} tip={tip} />
        ))}
      </ul>
    </>
  );
}

function ExpertTipCard({ tip: { id, params, source } }: { tip: ExpertTip }) {
  const t = useMessages(communityMessages);
  const tips = useMessages(expertTipsMessages);
  const title = tips(`${id}.title` as ExpertTipKey);
  const tip = tips(`${id}.text` as ExpertTipKey, params);
  return (
    <li className="min-w-0">
      <Card className="flex h-full flex-col">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col justify-between gap-3">
          <p className="text-sm text-stone-700">{tip}</p>
          <p className="text-sm text-stone-700">
            {t('source')} <ExternalLink href={source.url}>{source.name}</ExternalLink>
          </p>
        </CardContent>
      </Card>
    </li>
  );
}

function ResourceGroupCard({ group: { title, description, links } }: { group: ResourceGroup }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {links.map(({ name, url, description: about }) => (
            <li key={url} className="flex flex-col gap-0.5">
              <ExternalLink href={url}>{name}</ExternalLink>
              <span className="text-sm text-stone-700">{about}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
