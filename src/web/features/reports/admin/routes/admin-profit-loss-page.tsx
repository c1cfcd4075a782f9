import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconChartBar, IconDownload, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { type EntityType, PNL_MESSAGES, PNL_PERIODS, type PnlPeriod } from '@/contracts/reports-admin'
import { BackLink } from '@/web/components/ui/back-link'
import { EmptyState } from '@/web/components/ui/empty-state'
import { PageTitle } from '@/web/components/ui/page-title'
import {
  profitLossExportUrl,
  useEntities,
  useEntityProfitLoss,
} from '@/web/features/reports/admin/api/profit-loss-api'
import { formatDate, formatDateTime, formatMoney } from '@/web/lib/format'

const TYPES: { value: EntityType; label: string; one: string; noun: string }[] = [
  { value: 'truck', label: 'Trucks', one: 'Truck', noun: 'truck' },
  { value: 'company', label: 'Companies', one: 'Company', noun: 'company' },
  { value: 'owner_operator', label: 'Owner Operators', one: 'Owner Operator', noun: 'owner operator' },
]
const PERIOD_LABELS: Record<PnlPeriod, string> = {
  daily: 'Daily (today)',
  weekly: 'Weekly (this week)',
  monthly: 'Monthly (this month)',
  yearly: 'Yearly (this year)',
}

function Figure({
  label,
  cents,
  loading,
  color,
}: {
  label: string
  cents?: number
  loading: boolean
  color?: string
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 26 }} fw={700} c={color} data-testid={`pnl-${label}`}>
        {loading || cents === undefined ? '...' : formatMoney(cents)}
      </Text>
    </Paper>
  )
}

/** Admin P&L by truck, company or owner-operator (spec 2.5): period to date, categories, CSV. */
export function AdminProfitLossPage() {
  const [type, setType] = useState<EntityType>('owner_operator')
  const [entityId, setEntityId] = useState<string | null>(null)
  const [period, setPeriod] = useState<PnlPeriod>('monthly')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const entities = useEntities(type, debounced)
  const report = useEntityProfitLoss(type, entityId, period)
  const { one, noun } = TYPES.find((t) => t.value === type)!
  const data = report.data
  const loading = report.isFetching
  const options = entities.data ?? []
  // The chosen entity stays offered while the search looks for others.
  const chosen = data && data.entityId === entityId && !options.some((o) => o.id === entityId)
  const selectData = [
    ...(chosen ? [{ value: data.entityId, label: data.name }] : []),
    ...options.map((e) => ({ value: e.id, label: e.name })),
  ]

  return (
    <>
      <BackLink to="/admin/reports" label="Back to Reports" />
      <PageTitle
        title="Profit & Loss Report"
        actions={
          <Group gap="xs">
            {entityId && (
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Refresh"
                loading={loading}
                onClick={() => void report.refetch()}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            )}
            {entityId && data && (
              <Button
                component="a"
                href={profitLossExportUrl(type, entityId, period)}
                download
                variant="default"
                leftSection={<IconDownload size={16} />}
              >
                Export
              </Button>
            )}
          </Group>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mb="lg">
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Entity type"
            value={type}
            data={TYPES.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => {
              setType(value as EntityType)
              setEntityId(null)
              setSearch('')
            }}
            fullWidth
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={one}
              placeholder={`Search by name`}
              searchable
              clearable
              data={selectData}
              value={entityId}
              onChange={setEntityId}
              searchValue={search}
              onSearchChange={setSearch}
              nothingFoundMessage={entities.isFetching ? 'Searching…' : `No ${noun} found`}
              filter={({ options: all }) => all}
            />
            <Select
              label="Period"
              data={PNL_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
              value={period}
              allowDeselect={false}
              onChange={(value) => setPeriod((value ?? 'monthly') as PnlPeriod)}
            />
          </SimpleGrid>
        </Stack>
      </Paper>

      {!entityId && (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconChartBar}
            title={`Select ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} to view P&L report`}
          />
        </Paper>
      )}
      {entityId && report.isError && (
        <Alert color="red" variant="light" role="alert" title={PNL_MESSAGES.loadFailed}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void report.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {entityId && !report.isError && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="xs">
            <Figure label="Total Revenue" cents={data?.totalRevenueCents} loading={loading} />
            <Figure label="Total Expenses" cents={data?.totalExpensesCents} loading={loading} />
            <Figure
              label="Net Profit"
              cents={data?.netProfitCents}
              loading={loading}
              color={data && data.netProfitCents < 0 ? 'red.8' : 'green.8'}
            />
          </SimpleGrid>
          {data && !loading && (
            <Text size="xs" c="dimmed" mb="lg">
              {data.name} · {formatDate(data.from)} – {formatDate(data.to)} · Last updated{' '}
              {formatDateTime(data.lastUpdated)}
            </Text>
          )}
          <Paper
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label="Category Breakdown"
          >
            <Title order={2} fz="lg" mb="sm">
              Category Breakdown
            </Title>
            {data && data.breakdown.length === 0 && (
              <Text c="dimmed" size="sm">
                No revenue or expenses in this period.
              </Text>
            )}
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {data?.breakdown.map((row) => (
                <Group
                  key={`${row.type}-${row.category}`}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                >
                  <Text size="sm">
                    {row.label}{' '}
                    <Text span size="xs" c="dimmed">
                      {row.type === 'revenue' ? 'revenue' : 'expense'}
                    </Text>
                  </Text>
                  <Text size="sm" fw={600} c={row.type === 'revenue' ? 'green.8' : undefined}>
                    {formatMoney(row.amountCents)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        </>
      )}
    </>
  )
}
