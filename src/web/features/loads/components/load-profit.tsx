import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { LoadError } from '@/web/components/ui/load-error'
import { useLoadProfit } from '@/web/features/loads/api/loads-api'
import { formatMoney } from '@/web/lib/format'

const perMile = (cents: number | null) => (cents === null ? '—' : formatMoney(cents))

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" component="li">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  )
}

/** What the load earned once its costs are counted, per the rules of docs/domain.md ("Profit per load"). */
export function LoadProfitSection({ loadId }: { loadId: string }) {
  const profit = useLoadProfit(loadId)
  const data = profit.data
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Profit">
      <Title order={2} fz="lg" mb="sm">
        Profit
      </Title>
      {profit.isPending && <Skeleton h={160} />}
      {profit.isError && <LoadError title="Failed to load the profit" onRetry={() => profit.refetch()} />}
      {data && (
        <>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            <Row
              label={data.revenueBasis === 'paid' ? 'Revenue (paid)' : 'Revenue (booked rate)'}
              value={formatMoney(data.revenueCents)}
            />
            <Row
              label="Fuel, tolls, scales, lumper of its days"
              value={`−${formatMoney(data.directCostsCents)}`}
            />
            <Row label="Per diem of its days" value={`−${formatMoney(data.perDiemCents)}`} />
            <Row
              label="Share of the month’s fixed costs"
              value={`−${formatMoney(data.fixedCostsShareCents)}`}
            />
            <Row
              strong
              label="Profit"
              value={`${formatMoney(data.profitCents)}${data.marginPercent === null ? '' : ` (${data.marginPercent}%)`}`}
            />
          </Stack>
          <Title order={3} fz="sm" mt="md" mb={6}>
            Per Mile
          </Title>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            <Row label="Revenue per loaded mile" value={perMile(data.revenuePerLoadedMileCents)} />
            <Row label="Revenue per total mile" value={perMile(data.revenuePerMileCents)} />
            <Row label="Cost per loaded mile" value={perMile(data.costPerLoadedMileCents)} />
            <Row label="Cost per total mile" value={perMile(data.costPerMileCents)} />
            <Row label="Deadhead" value={data.deadheadPercent === null ? '—' : `${data.deadheadPercent}%`} />
          </Stack>
          <Text size="xs" c="dimmed" mt="sm">
            Costs are the expenses of its truck on its days on the road, shared with other loads of the same
            days, and its month’s insurance, truck payment and permits shared by miles.
          </Text>
        </>
      )}
    </Paper>
  )
}
