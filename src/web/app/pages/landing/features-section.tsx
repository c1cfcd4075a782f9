import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconChartBar,
  IconCloudLock,
  IconFileInvoice,
  IconReceiptTax,
  IconRoute,
  IconWallet,
} from '@tabler/icons-react'

const FEATURES = [
  {
    icon: IconFileInvoice,
    title: 'Settlement Processing',
    text: 'Upload broker settlements as PDF, photo or spreadsheet. OCR data extraction reads gross pay, deductions and net pay for you to confirm.',
  },
  {
    icon: IconWallet,
    title: 'Expense Tracking',
    text: 'Record fuel, maintenance, tolls, insurance and every other cost by category, and mark what is tax deductible.',
  },
  {
    icon: IconChartBar,
    title: 'Analytics & Reports',
    text: 'Profit and loss, revenue and expense reports for any period, computed from your own records and exportable as CSV.',
  },
  {
    icon: IconReceiptTax,
    title: 'Tax Document Organization',
    text: 'Deductions grouped by category and tax year, with an estimated tax summary to take to your accountant.',
  },
  {
    icon: IconCloudLock,
    title: 'Cloud Document Storage',
    text: 'Settlements and receipts stored securely in one place, reachable from any device with your account.',
  },
  {
    icon: IconRoute,
    title: 'Mileage Log',
    text: 'Log trips with business and personal miles; the deduction is calculated at the IRS standard mileage rate.',
  },
]

export function FeaturesSection() {
  return (
    <Container
      component="section"
      id="features"
      size="lg"
      py={{ base: 48, sm: 80 }}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack align="center" ta="center" gap="xs" mb={40}>
        <Title order={2} fz={{ base: 26, sm: 34 }}>
          Everything your trucking business needs
        </Title>
        <Text c="dimmed" maw={600}>
          From the first settlement to the year-end tax summary, your numbers stay organised.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map(({ icon: FeatureIcon, title, text }) => (
          <Card key={title} withBorder radius="md" padding="lg" component="article">
            <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
              <FeatureIcon size={24} />
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  )
}
