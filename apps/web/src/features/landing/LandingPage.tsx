/** `/`: the landing page with all of the spec's content (section 2, pricing from section 9). */
import { FeatureGrid } from './FeatureGrid';
import { HeroSection } from './HeroSection';
import { HowItWorks } from './HowItWorks';
import { PricingSection } from './PricingSection';
import { ScorePanels } from './ScorePanels';
import { ShowcaseCards } from './ShowcaseCards';
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
