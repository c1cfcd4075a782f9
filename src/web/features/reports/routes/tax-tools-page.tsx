import { Paper, Tabs } from '@mantine/core'
import { BackLink } from '@/web/components/ui/back-link'
import { PageTitle } from '@/web/components/ui/page-title'
import { DueDatesCard } from '@/web/features/reports/components/calculators/due-dates-card'
import { Form2290Calculator } from '@/web/features/reports/components/calculators/form-2290-calculator'
import { IftaCalculator } from '@/web/features/reports/components/calculators/ifta-calculator'
import { MileageCalculator } from '@/web/features/reports/components/calculators/mileage-calculator'
import { PerDiemCalculator } from '@/web/features/reports/components/calculators/per-diem-calculator'
import { SeTaxCalculator } from '@/web/features/reports/components/calculators/se-tax-calculator'
import { useToday } from '@/web/lib/today'

/** The tax calculators, each on its own tab, answered by the server from the year's tables. */
export function TaxToolsPage() {
  const today = useToday()
  const year = Number(today.slice(0, 4))
  return (
    <>
      <BackLink to="/reports/tax" label="Back to Tax Summary" />
      <PageTitle title="Tax Tools" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Tabs defaultValue="se-tax" keepMounted={false}>
          <Tabs.List mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            <Tabs.Tab value="se-tax">Self-employment tax</Tabs.Tab>
            <Tabs.Tab value="per-diem">Per diem</Tabs.Tab>
            <Tabs.Tab value="mileage">Standard mileage</Tabs.Tab>
            <Tabs.Tab value="due-dates">Due dates</Tabs.Tab>
            <Tabs.Tab value="ifta">IFTA</Tabs.Tab>
            <Tabs.Tab value="form-2290">Form 2290</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="se-tax">
            <SeTaxCalculator defaultYear={year} />
          </Tabs.Panel>
          <Tabs.Panel value="per-diem">
            <PerDiemCalculator today={today} />
          </Tabs.Panel>
          <Tabs.Panel value="mileage">
            <MileageCalculator defaultYear={year} />
          </Tabs.Panel>
          <Tabs.Panel value="due-dates">
            <DueDatesCard defaultYear={year} />
          </Tabs.Panel>
          <Tabs.Panel value="ifta">
            <IftaCalculator />
          </Tabs.Panel>
          <Tabs.Panel value="form-2290">
            <Form2290Calculator today={today} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  )
}
