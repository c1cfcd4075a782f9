import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  IconFileDescription,
  IconPencil,
  IconPigMoney,
  IconPrinter,
  IconTarget,
  IconTrash,
} from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { RESERVE_MESSAGES, type ReserveAccount } from '@/contracts/reserves'
import { BackLink } from '@/web/components/ui/back-link'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'
import {
  useDeleteReserveAccount,
  useDeleteReserveEntry,
  useReserveAccount,
  useReserveStatement,
} from '../api/reserves-api'
import { AccountFormModal } from '../components/account-form-modal'
import { EntryForm } from '../components/entry-form'
import { ReserveChecks } from '../components/reserve-checks'
import { ENTRY_KIND_LABELS, RESERVE_KIND_LABELS } from '../components/reserve-labels'
import { StatementTable } from '../components/statement-table'

function Statement({ account }: { account: ReserveAccount }) {
  const statement = useReserveStatement(account.id)
  const remove = useDeleteReserveEntry()
  const onDelete = async (id: string, label: string) => {
    const message = `Delete this ${label.toLowerCase()}? An expense or income it posted is deleted with it.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(id, {
      onSuccess: () => notifySuccess('Entry deleted'),
      onError: (error) => notifyError(errorText(error, 'Failed to delete the entry')),
    })
  }
  if (statement.isPending) return <PageLoader />
  if (statement.isError)
    return <LoadError title={RESERVE_MESSAGES.loadFailed} onRetry={() => statement.refetch()} />
  const { entries, from, to } = statement.data
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Statement">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Statement
        </Title>
        <Text size="sm" c="dimmed">
          {formatDate(from)} – {formatDate(to)}
        </Text>
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          No movements yet. Escrow lines of {account.payerName}’s settlements appear here as deposits; add
          interest, draws and refunds below.
        </Text>
      ) : (
        <StatementTable
          statement={statement.data}
          linkSettlements
          actions={(entry) =>
            entry.fromSettlement ? (
              <Badge variant="outline" color="gray" size="sm">
                From settlement
              </Badge>
            ) : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${ENTRY_KIND_LABELS[entry.kind].toLowerCase()} of ${formatDate(entry.date)}`}
                onClick={() => void onDelete(entry.id, ENTRY_KIND_LABELS[entry.kind])}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )
          }
        />
      )}
    </Paper>
  )
}

/** One escrow or reserve account: its balance, the leasing rules' checks, its statement and entries. */
export function ReserveAccountPage() {
  const { id = '' } = useParams()
  const account = useReserveAccount(id)
  const today = useToday()
  const navigate = useNavigate()
  const remove = useDeleteReserveAccount()
  const [editing, setEditing] = useState<ReserveAccount | undefined>(undefined)
  if (account.isPending) return <PageLoader />
  if (account.isError)
    return (
      <>
        <BackLink to="/reserves" label="Back to Escrow & Reserves" />
        <LoadError
          title={errorText(account.error, RESERVE_MESSAGES.loadFailed)}
          onRetry={() => account.refetch()}
        />
      </>
    )
  const a = account.data
  const onDelete = async () => {
    const message = `Delete the ${RESERVE_KIND_LABELS[a.kind].toLowerCase()} held by ${a.payerName}? Its typed entries, and what they posted to your books, are deleted; settlements stay as they are.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(a.id, {
      onSuccess: () => {
        notifySuccess('Account deleted')
        navigate('/reserves')
      },
      onError: (error) => notifyError(errorText(error, 'Failed to delete the account')),
    })
  }
  const terms = [
    a.weeklyDepositCents !== null && `${formatMoney(a.weeklyDepositCents)} a week`,
    a.interestRate !== null && `${a.interestRate} % a year`,
    a.leaseEndDate && `lease ends ${formatDate(a.leaseEndDate)}`,
  ].filter(Boolean)
  return (
    <>
      <BackLink to="/reserves" label="Back to Escrow & Reserves" />
      <PageTitle
        title={`${a.payerName} · ${RESERVE_KIND_LABELS[a.kind]}`}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              component={Link}
              to={`/reserves/${a.id}/letter`}
            >
              Request Letter
            </Button>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(a)}>
              Edit Terms
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void onDelete()}
            >
              Delete
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <StatCard
            label="Balance held"
            value={formatMoney(a.balanceCents)}
            icon={IconPigMoney}
            color="blue"
          />
          <StatCard
            label="Required balance"
            value={a.requiredBalanceCents === null ? 'Not set' : formatMoney(a.requiredBalanceCents)}
            icon={IconTarget}
            color="gray"
          />
          <StatCard
            label="Terms"
            value={terms.length ? terms.join(', ') : 'Not set'}
            icon={IconFileDescription}
            color="gray"
          />
        </SimpleGrid>
        <ReserveChecks accountId={a.id} checks={a.checks} />
        <Statement account={a} />
        <EntryForm accountId={a.id} today={today} />
      </Stack>
      <AccountFormModal account={editing} onClose={() => setEditing(undefined)} />
    </>
  )
}
