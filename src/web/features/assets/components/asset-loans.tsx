import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Asset } from '@/contracts/assets'
import { formatDate, formatMoney } from '@/web/lib/format'
import { useLoans } from '../api/assets-api'
import { formatRate, formatTerm, hasFinancing } from './asset-labels'
import { LoanFormModal } from './loan-form-modal'

/** The loan (or lease-purchase financing) that bought the asset, or the button that adds it. */
export function AssetLoans({ asset }: { asset: Asset }) {
  const loans = useLoans()
  const navigate = useNavigate()
  const [adding, setAdding] = useState<null | undefined>(undefined)
  if (asset.holding === 'true_lease')
    return (
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Lease">
        <Title order={2} fz="lg" mb={4}>
          Lease
        </Title>
        <Text size="sm" c="dimmed">
          A true lease is rent: there is nothing to depreciate and no loan. Record its payments as Truck
          Payment or Trailer Payment expenses, which you deduct in full.
        </Text>
      </Paper>
    )
  if (!hasFinancing(asset.holding)) return null
  const mine = loans.data?.items.filter((loan) => loan.assetId === asset.id) ?? []
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Loan">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {asset.holding === 'lease_purchase' ? 'Lease-purchase financing' : 'Loan'}
        </Title>
        {loans.data && mine.length === 0 && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(null)}>
            Add the Loan
          </Button>
        )}
      </Group>
      {loans.data && mine.length === 0 && (
        <Text size="sm" c="dimmed">
          No loan recorded for it yet. Add it to split each payment into the interest you deduct and the
          principal you do not.
        </Text>
      )}
      <Stack gap="xs">
        {mine.map((loan) => (
          <Group key={loan.id} justify="space-between" gap="xs">
            <Stack gap={0}>
              <Anchor component={Link} to={`/equipment/loans/${loan.id}`} fw={600}>
                {loan.lender}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatMoney(loan.principalCents)} at {formatRate(loan.annualRate)},{' '}
                {formatTerm(loan.termMonths)} from {formatDate(loan.firstPaymentDate)}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fw={600}>{formatMoney(loan.balanceCents)} owed</Text>
              <Text size="sm" c="dimmed">
                {formatMoney(loan.paymentCents)} a month
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      <LoanFormModal
        loan={adding}
        draft={{ assetId: asset.id }}
        onClose={() => setAdding(undefined)}
        onSaved={(id) => navigate(`/equipment/loans/${id}`)}
      />
    </Paper>
  )
}
