import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core'
import { IconRoad } from '@tabler/icons-react'
import { Link } from 'react-router'
import { PageTitle } from '@/web/components/ui/page-title'

/** The reports area. The Mileage Log is its first report. */
export function ReportsPage() {
  return (
    <>
      <PageTitle title="Reports" />
      <Card withBorder radius="md" p="lg" maw={520}>
        <Group gap="sm" mb="xs" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <IconRoad size={20} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            Mileage Log
          </Title>
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          Your trips with business and personal miles, the IRS standard rate of each year and the deduction
          where it applies, with a CSV export for your records.
        </Text>
        <Button component={Link} to="/reports/mileage" variant="light">
          Open the Mileage Log
        </Button>
      </Card>
    </>
  )
}
