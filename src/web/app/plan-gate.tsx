import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconLock } from '@tabler/icons-react'
import { Link, Outlet } from 'react-router'
import { FEATURES, type Feature, PLAN_NAMES } from '@/domain/billing/entitlements'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useBillingStatus } from '@/web/features/billing/api/billing-api'
import { useSession } from '@/web/lib/session'

/** What each feature opens, as the upgrade panel lists it. */
const INCLUDES: Record<Feature, string[]> = {
  advanced: [
    'Profit & Loss, Revenue and Tax Summary reports',
    'Load profit by broker, lane, truck and driver, and what each lane paid a mile',
    'Custom reports',
    'Tax tools (self-employment tax, per diem, IFTA, Form 2290)',
    'Profit and loss per truck',
  ],
  fleet: ['The fleet dashboard', 'Inviting drivers and seeing their books', 'Reports across your fleet'],
}

/**
 * A screen of a plan feature (decision 016). When the account's plan does not include it, the screen
 * is not opened at all (its reports would only answer 402): a panel names the plan that has it and
 * leads to Settings › Billing. While the billing status loads, the page loader; if it cannot be read,
 * the screen itself (the server still decides, and says why). An admin viewing the account is not
 * held back, as on the server.
 */
export function PlanGate({ feature, screen }: { feature: Feature; screen: string }) {
  const status = useBillingStatus()
  const admin = useSession().data?.impersonatedBy?.kind === 'admin'
  if (admin) return <Outlet />
  if (status.isPending) return <PageLoader />
  if (status.data && !status.data.features[feature]) {
    return <UpgradePanel feature={feature} screen={screen} currentPlan={status.data.plan?.name ?? null} />
  }
  return <Outlet />
}

function UpgradePanel(props: { feature: Feature; screen: string; currentPlan: string | null }) {
  const { feature, screen, currentPlan } = props
  const planName = PLAN_NAMES[FEATURES[feature].plan]
  return (
    <>
      <PageTitle title={screen} />
      <Card withBorder radius="md" padding="lg" maw={640} role="region" aria-label="Upgrade">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" color="blue" aria-hidden>
              <IconLock size={22} />
            </ThemeIcon>
            <div>
              <Title order={2} fz="lg">
                {screen} comes with the {planName} plan
              </Title>
              <Text size="sm" c="dimmed">
                {currentPlan
                  ? `Your ${currentPlan} plan does not include it.`
                  : 'Your plan does not include it.'}{' '}
                Your books are not affected: everything you entered stays, and the dashboard, expenses and
                settlements keep working.
              </Text>
            </div>
          </Group>
          <Text size="sm" fw={600}>
            The {planName} plan adds:
          </Text>
          <List size="sm" spacing={2} icon={<IconCheck size={14} aria-hidden />}>
            {INCLUDES[feature].map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Group>
            <Button component={Link} to="/settings/billing">
              Upgrade to {planName}
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  )
}
