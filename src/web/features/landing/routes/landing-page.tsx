import { Box } from '@mantine/core'
import { MAIN_CONTENT_ID } from '@/web/components/ui/skip-link'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'
import { DemoAccounts } from '@/web/features/landing/components/demo-accounts'
import { FeaturesSection } from '@/web/features/landing/components/features-section'
import { Hero } from '@/web/features/landing/components/hero'
import { LandingFooter } from '@/web/features/landing/components/landing-footer'
import { LandingHeader } from '@/web/features/landing/components/landing-header'
import { PricingSection } from '@/web/features/landing/components/pricing-section'
import { usePublicConfig } from '@/web/lib/session'

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
