import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconCash, IconPigMoney, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { RESERVE_MESSAGES, type ReserveAccount } from '@/contracts/reserves'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { formatMoney } from '@/web/lib/format'
import { useReserveAccounts } from '../api/reserves-api'
import { AccountFormModal } from '../components/account-form-modal'
import { checkText, RESERVE_KIND_LABELS } from '../components/reserve-labels'

function AccountCard({ account }: { account: ReserveAccount }) {
  const worst = account.checks[0]
  return (
    <UnstyledButton component={Link} to={`/reserves/${account.id}`} style={{ display: 'block' }}>
      <Paper withBorder radius="md" p="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{account.payerName}</Text>
            <Text size="sm" c="dimmed">
              {RESERVE_KIND_LABELS[account.kind]}
              {account.requiredBalanceCents !== null &&
                ` · required ${formatMoney(account.requiredBalanceCents)}`}
            </Text>
          </Stack>
          <Text fw={700} fz="lg">
            {formatMoney(account.balanceCents)}
          </Text>
        </Group>
        {worst && (
          <Badge
            mt="sm"
            color={checkText(worst).color}
            variant="light"
            style={{ whiteSpace: 'normal', height: 'auto' }}
          >
            {checkText(worst).title}
            {account.checks.length > 1 && ` (+${account.checks.length - 1} more)`}
          </Badge>
        )}
      </Paper>
    </UnstyledButton>
  )
}

/** Escrow & Reserves: what carriers hold for the user, with balances and what needs asking. */
export function ReservesPage() {
  const accounts = useReserveAccounts()
  const navigate = useNavigate()
  const [opening, setOpening] = useState<null | undefined>(undefined)
  const open = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setOpening(null)}>
      New Account
    </Button>
  )
  const items = accounts.data?.items ?? []
  const held = items.reduce((sum, a) => sum + a.balanceCents, 0)
  return (
    <>
      <PageTitle
        title="Escrow & Reserves"
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconCash size={16} />} component={Link} to="/advances">
              Advances
            </Button>
            {items.length > 0 && open}
          </Group>
        }
      />
      {accounts.isPending && <PageLoader />}
      {accounts.isError && (
        <LoadError title={RESERVE_MESSAGES.loadFailed} onRetry={() => accounts.refetch()} />
      )}
      {accounts.data && items.length === 0 && (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconPigMoney}
            title="No escrow or reserve accounts yet"
            description="Money a carrier holds back from your settlements is still yours. Open an account for each carrier and kind: its settlements’ escrow lines become its deposits, and the leasing rules are checked for you."
            action={open}
          />
        </Paper>
      )}
      {items.length > 0 && (
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            Held for you in all: <strong>{formatMoney(held)}</strong>. Deposits and refunds are your own money
            and never reach your profit and loss; a draw posts the expense it paid.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {items.map((account) => (
              <AccountCard key={account.id} account={account} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <AccountFormModal
        account={opening}
        onClose={() => setOpening(undefined)}
        onSaved={(id) => navigate(`/reserves/${id}`)}
      />
    </>
  )
}
