import { SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';
import { useVisitorPage, VisitorLocaleContext } from '@/lib/visitor-words';
import { useLandingWords } from '../landing-words';
import { FeaturesSection } from './features-section';
import { FeedbackSection } from './feedback-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { NewsletterSection } from './newsletter-section';
import { PlanComparisonSection } from './plan-comparison-section';
import { ResourcesSection } from './resources-section';
import { SampleDashboardSection } from './sample-dashboard-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * What a visitor meets at `/` (and `/de`, `/fr`... in each language). Static marketing content plus the newsletter
 * form: it makes no other API call and ships no form, validation or dialog library, so the page stays light on a
 * phone connection.
 */
export function LandingPage({ locale = SOURCE_LOCALE }: { locale?: Locale }) {
  return (
    <VisitorLocaleContext value={locale}>
      <LandingSections />
    </VisitorLocaleContext>
  );
}

function LandingSections() {
  useVisitorPage(useLandingWords().pageTitle);
  return (
    <div className="flex flex-col">
      <HeroSection />
      <FeaturesSection />
      <SampleDashboardSection />
      <TestimonialsSection />
      <PlanComparisonSection />
      <ResourcesSection />
      <NewsletterSection />
      <FeedbackSection />
      <LandingFooter />
    </div>
  );
}
