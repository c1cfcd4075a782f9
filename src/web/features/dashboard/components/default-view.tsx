import { Grid, Skeleton, Stack } from '@mantine/core'
import type { Dashboard } from '@/contracts/dashboard'
import { ActionCards } from './action-cards'
import { MoneyToAskAbout } from './money-to-ask-about'
import { ExpenseBreakdownChart, MonthlyOverviewChart } from './overview-charts'
import { QuickStats } from './quick-stats'
import { RecentActivity } from './recent-activity'
import { SectionCard } from './section-card'

/** Drivers and owner-operators: their own ledger at a glance. */
export function DefaultView({ data }: { data: Dashboard | undefined }) {
  return (
    <Stack gap="md">
      <MoneyToAskAbout value={data?.moneyToAskAbout} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SectionCard title="Monthly Overview">
            {data ? (
              <MonthlyOverviewChart
                chart={data.chart}
                emptyText="No income or expenses recorded in this period."
              />
            ) : (
              <Skeleton h={260} />
            )}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SectionCard title="Expense Breakdown">
            {data ? <ExpenseBreakdownChart breakdown={data.breakdown} /> : <Skeleton h={180} />}
          </SectionCard>
        </Grid.Col>
      </Grid>
      <ActionCards />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QuickStats stats={data?.quickStats} range={data?.range} today={data?.today} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RecentActivity items={data?.recentActivity} />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
