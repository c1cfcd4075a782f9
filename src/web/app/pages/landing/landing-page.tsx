import { Box } from '@mantine/core'
import { MAIN_CONTENT_ID } from '@/web/components/ui/skip-link'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'
import { usePublicConfig } from '@/web/lib/session'
import { DemoAccounts } from './demo-accounts'
import { FeaturesSection } from './features-section'
import { Hero } from './hero'
import { LandingFooter } from './landing-footer'
import { LandingHeader } from './landing-header'
import { PricingSection } from './pricing-section'

export function LandingPage() {
  useDocumentTitle()
  const config = usePublicConfig().data
  return (
    <Box>
      <LandingHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Hero />
        {config?.demo && config.demoAccounts.length > 0 && <DemoAccounts accounts={config.demoAccounts} />}
        <FeaturesSection />
        <PricingSection />
      </main>
      <LandingFooter config={config} />
    </Box>
  )
}
