import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlayerPlay, IconShoppingCart } from '@tabler/icons-react'
import { Fragment } from 'react'
import type { CatalogueItem } from '@/contracts/billing'
import { EmptyState } from '@/web/components/ui/empty-state'
import { formatMoney } from '@/web/lib/format'

/** One checkout to try: an item at one interval. */
export interface CheckoutTarget {
  key: string
  item: CatalogueItem
  interval: 'month' | 'year'
  /** How the interval reads in the results: monthly, yearly, one-time. */
  intervalLabel: string
  amountCents: number
}

/** Plans at both intervals, add-ons monthly, services once: the checkouts the server can start. */
export function checkoutTargets(items: CatalogueItem[]): CheckoutTarget[] {
  return items.flatMap((item): CheckoutTarget[] => {
    const target = (interval: 'month' | 'year', intervalLabel: string, amountCents: number) => ({
      key: `${item.id}:${interval}`,
      item,
      interval,
      intervalLabel,
      amountCents,
    })
    if (item.kind === 'service') return [target('month', 'one-time', item.amountCents)]
    if (item.kind === 'addon') return [target('month', 'monthly', item.amountCents)]
    return [
      target('month', 'monthly', item.amountCents),
      target('year', 'yearly', item.yearlyAmountCents ?? item.amountCents),
    ]
  })
}

const SECTIONS: { kind: CatalogueItem['kind']; title: string }[] = [
  { kind: 'plan', title: 'Plans' },
  { kind: 'service', title: 'Services' },
  { kind: 'addon', title: 'Add-ons' },
]

/** The catalogue by kind, one Test button per checkout. */
export function TestCheckoutList(props: {
  targets: CheckoutTarget[]
  running: ReadonlySet<string>
  onTest: (target: CheckoutTarget) => void
}) {
  const { targets, running, onTest } = props
  if (targets.length === 0) {
    return (
      <EmptyState icon={IconShoppingCart} title="Nothing to buy yet" description="The catalogue is empty." />
    )
  }
  return (
    <Stack gap="md">
      {SECTIONS.map(({ kind, title }) => {
        const rows = targets.filter((t) => t.item.kind === kind)
        if (rows.length === 0) return null
        return (
          <Paper key={kind} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Title order={2} size="h5" mb="xs">
              {title}
            </Title>
            <Stack gap="xs">
              {rows.map((target, index) => (
                <Fragment key={target.key}>
                  {index > 0 && <Divider />}
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <div>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {target.item.name}
                        </Text>
                        {!target.item.providerReady && (
                          <Badge color="gray" variant="light" size="sm">
                            Not created at the provider
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {formatMoney(target.amountCents)} · {target.intervalLabel}
                      </Text>
                    </div>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlayerPlay size={14} />}
                      loading={running.has(target.key)}
                      onClick={() => onTest(target)}
                      aria-label={`Test ${target.item.name} ${target.intervalLabel} checkout`}
                    >
                      Test
                    </Button>
                  </Group>
                </Fragment>
              ))}
            </Stack>
          </Paper>
        )
      })}
    </Stack>
  )
}
