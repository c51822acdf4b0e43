/** `/`: the landing page with all of the spec's content. */
import {
  FeatureGrid,
  HeroSection,
  HowItWorks,
  PricingSection,
  ScorePanels,
  ShowcaseCards,
} from './LandingSections';
import { SiteFooter } from './SiteFooter';

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeatureGrid />
      <HowItWorks />
      <ShowcaseCards />
      <ScorePanels />
      <PricingSection />
      <SiteFooter />
    </>
  );
}
