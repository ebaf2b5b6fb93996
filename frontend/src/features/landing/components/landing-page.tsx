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
 * What a visitor meets at `/`. Static marketing content plus the newsletter form: it makes no other API call and
 * ships no form, validation or dialog library, so the page stays light on a phone connection.
 */
export function LandingPage() {
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
