import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useParams } from 'react-router'
import { RESERVE_MESSAGES } from '@/contracts/reserves'
import { escrowRulesOn } from '@/domain/reserves/leasing-rules'
import { escrowReturnDue } from '@/domain/reserves/reserve-ledger'
import { BackLink } from '@/web/components/ui/back-link'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'
import { formatDate, formatMoney } from '@/web/lib/format'
import { useSession } from '@/web/lib/session'
import { useToday } from '@/web/lib/today'
import { useReserveAccount, useReserveStatement } from '../api/reserves-api'
import { RESERVE_KIND_LABELS } from '../components/reserve-labels'
import { StatementTable } from '../components/statement-table'
import classes from './escrow-letter.module.css'

/**
 * A letter asking the carrier to return the escrow after the lease ended (49 CFR 376.12(k)(6)),
 * with the account's statement, to print or save as PDF from the browser.
 */
export function EscrowLetterPage() {
  const { id = '' } = useParams()
  const user = useSession().data
  const today = useToday()
  const account = useReserveAccount(id)
  const statement = useReserveStatement(id)
  useDocumentTitle('Escrow return request')
  if (account.isPending || statement.isPending) return <PageLoader />
  if (account.isError || statement.isError)
    return <LoadError title={RESERVE_MESSAGES.loadFailed} onRetry={() => void account.refetch()} />
  const a = account.data
  const s = statement.data
  const kind = RESERVE_KIND_LABELS[a.kind].toLowerCase()
  const dueDate = a.leaseEndDate ? escrowReturnDue(a.leaseEndDate) : null
  const returnDays = escrowRulesOn(a.leaseEndDate ?? s.to).returnDays
  return (
    <Stack gap="md">
      <Group justify="space-between" className={classes.screenOnly}>
        <BackLink to={`/reserves/${a.id}`} label="Back to the account" />
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.letter}>
        <Stack gap="md">
          <Text>{formatDate(today)}</Text>
          <Text>
            To: {a.payerName}
            <br />
            From: {user?.fullName}
            {user?.email && (
              <>
                <br />
                {user.email}
              </>
            )}
          </Text>
          <Title order={1} fz="lg">
            Request for the return of {kind} funds
          </Title>
          <Text>
            {a.leaseEndDate
              ? `Our lease agreement ended on ${formatDate(a.leaseEndDate)}. `
              : 'Our lease agreement has ended. '}
            Under the federal leasing regulations, 49 CFR 376.12(k)(6), the carrier must return the escrow
            fund to the lessor within {returnDays} days of the lease’s end
            {dueDate ? `, that is by ${formatDate(dueDate)}` : ''}, less only final deductions the lease
            authorises, each itemised with an accounting (49 CFR 376.12(k)(2)–(4)).
          </Text>
          <Text>
            By my records, attached, you hold <strong>{formatMoney(a.balanceCents)}</strong> for me. Please
            return this balance, with the interest earned on it (49 CFR 376.12(k)(5)), and send an itemised
            accounting of any amount you deduct from it.
          </Text>
          <Text>Sincerely,</Text>
          <Text>{user?.fullName}</Text>
          <Title order={2} fz="md" mt="lg">
            Statement of the {kind} held by {a.payerName}, {formatDate(s.from)} – {formatDate(s.to)}
          </Title>
          <StatementTable statement={s} />
        </Stack>
      </Paper>
    </Stack>
  )
}
