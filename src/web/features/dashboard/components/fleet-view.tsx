import { Anchor, Button, Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconTruck, IconUsers } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { Dashboard } from '@/contracts/dashboard'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LazyMonthlyOverviewChart } from './lazy-charts'
import { SectionCard } from './section-card'

/** Fleet screens (trucks, drivers, maintenance) do not exist yet: these say so instead of leading to a 404. */
const COMING_SOON = ['Schedule Maintenance', 'Add Driver']

/** Fleet managers: the fleet's performance (their own ledger for now) and the fleet's empty states. */
export function FleetView({ data }: { data: Dashboard | undefined }) {
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SectionCard title="Fleet Performance">
            {data ? <LazyMonthlyOverviewChart monthly={data.monthly} /> : <Skeleton h={260} />}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard title="Quick Actions">
            <Stack gap="xs">
              <Button component={Link} to="/settlements" variant="light" fullWidth>
                View Settlements
              </Button>
              <Button component={Link} to="/reports/new" variant="light" fullWidth>
                New Report
              </Button>
              {COMING_SOON.map((label) => (
                <Button key={label} variant="default" fullWidth disabled rightSection={<ComingSoon />}>
                  {label}
                </Button>
              ))}
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <SectionCard title="Vehicle Status">
          <EmptyState icon={IconTruck} title="No vehicles found" />
        </SectionCard>
        <SectionCard title="Recent Alerts">
          <EmptyState icon={IconAlertTriangle} title="No alerts" />
        </SectionCard>
        <SectionCard title="Driver Performance">
          <EmptyState icon={IconUsers} title="No driver data" />
        </SectionCard>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Trucks and drivers are not tracked yet. Meanwhile, add your{' '}
        <Anchor component={Link} to="/settlements">
          settlements
        </Anchor>{' '}
        to follow the fleet&apos;s income.
      </Text>
    </Stack>
  )
}

function ComingSoon() {
  return (
    <Text span size="xs" c="dimmed">
      Coming soon
    </Text>
  )
}
