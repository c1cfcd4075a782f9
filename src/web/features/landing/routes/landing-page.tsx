import { Box } from '@mantine/core'
import { useDocumentTitle } from '../../../components/ui/use-document-title'
import { usePublicConfig } from '../../../lib/session'
import { DemoAccounts } from '../components/demo-accounts'
import { FeaturesSection } from '../components/features-section'
import { Hero } from '../components/hero'
import { LandingFooter } from '../components/landing-footer'
import { LandingHeader } from '../components/landing-header'
import { PricingSection } from '../components/pricing-section'

export function LandingPage() {
  useDocumentTitle()
  const config = usePublicConfig().data
  return (
    <Box>
      <LandingHeader />
      <main>
        <Hero />
        {config?.demo && config.demoAccounts.length > 0 && <DemoAccounts accounts={config.demoAccounts} />}
        <FeaturesSection />
        <PricingSection />
      </main>
      <LandingFooter config={config} />
    </Box>
  )
}
