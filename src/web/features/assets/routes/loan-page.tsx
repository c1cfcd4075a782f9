import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { IconCalendarDollar, IconPencil, IconPercentage, IconScale, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { Loan } from '@/contracts/assets'
import { BackLink } from '@/web/components/ui/back-link'
import { DetailField } from '@/web/components/ui/detail-field'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'
import { useAsset, useDeleteLoan, useLoan } from '../api/assets-api'
import { formatRate, formatTerm, LOAN_LOAD_FAILED } from '../components/asset-labels'
import { LedgerPayments } from '../components/ledger-payments'
import { LoanFormModal } from '../components/loan-form-modal'
import { LoanPayments } from '../components/loan-payments'
import { LoanSchedule } from '../components/loan-schedule'
import { PaymentForm } from '../components/payment-form'

function AssetLink({ assetId }: { assetId: string }) {
  const asset = useAsset(assetId)
  return (
    <Anchor component={Link} to={`/equipment/${assetId}`} size="sm">
      {asset.data?.description ?? 'The equipment'}
    </Anchor>
  )
}

function Terms({ loan }: { loan: Loan }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Terms">
      <Title order={2} fz="lg" mb="sm">
        Terms
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
        <DetailField label="Principal">{formatMoney(loan.principalCents)}</DetailField>
        <DetailField label="Annual rate">{formatRate(loan.annualRate)}</DetailField>
        <DetailField label="Term">{formatTerm(loan.termMonths)}</DetailField>
        <DetailField label="First payment">{formatDate(loan.firstPaymentDate)}</DetailField>
        <DetailField label="Equipment">
          {loan.assetId ? <AssetLink assetId={loan.assetId} /> : '—'}
        </DetailField>
      </SimpleGrid>
    </Paper>
  )
}

/** One loan: its terms, balance today, the payments made with their split, and the schedule. */
export function LoanPage() {
  const { id = '' } = useParams()
  const loan = useLoan(id)
  const today = useToday()
  const navigate = useNavigate()
  const remove = useDeleteLoan()
  const [editing, setEditing] = useState<Loan | undefined>(undefined)
  if (loan.isPending) return <PageLoader />
  if (loan.isError)
    return (
      <>
        <BackLink to="/equipment" label="Back to Equipment" />
        <LoadError title={errorText(loan.error, LOAN_LOAD_FAILED)} onRetry={() => loan.refetch()} />
      </>
    )
  const l = loan.data
  const back = l.assetId ? `/equipment/${l.assetId}` : '/equipment'
  const onDelete = async () => {
    const message = `Delete the loan from ${l.lender}, with its ${l.paymentCount} recorded payments? Their interest leaves your deductions.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(l.id, {
      onSuccess: () => {
        notifySuccess('Loan deleted')
        navigate(back)
      },
      onError: (error) => notifyError(errorText(error, 'Failed to delete the loan')),
    })
  }
  const behind = l.balanceCents - l.scheduledBalanceCents
  return (
    <>
      <BackLink to={back} label={l.assetId ? 'Back to the equipment' : 'Back to Equipment'} />
      <PageTitle
        title={`Loan from ${l.lender}`}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(l)}>
              Edit
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
            label="Monthly payment"
            value={formatMoney(l.paymentCents)}
            icon={IconCalendarDollar}
            color="blue"
          />
          <StatCard
            label="Balance today"
            value={formatMoney(l.balanceCents)}
            hint={
              behind > 0
                ? `${formatMoney(behind)} behind the schedule’s ${formatMoney(l.scheduledBalanceCents)}`
                : behind < 0
                  ? `${formatMoney(-behind)} ahead of the schedule’s ${formatMoney(l.scheduledBalanceCents)}`
                  : 'On schedule'
            }
            icon={IconScale}
            color="gray"
          />
          <StatCard
            label="Interest paid"
            value={formatMoney(l.interestPaidCents)}
            hint={`Of ${formatMoney(l.paidCents)} paid in ${l.paymentCount} payment${l.paymentCount === 1 ? '' : 's'}`}
            icon={IconPercentage}
            color="teal"
          />
        </SimpleGrid>
        <Terms loan={l} />
        <LoanPayments loanId={l.id} />
        <PaymentForm key={l.paymentCents} loan={l} today={today} />
        <LedgerPayments loanId={l.id} />
        <LoanSchedule loanId={l.id} today={today} />
      </Stack>
      <LoanFormModal loan={editing} onClose={() => setEditing(undefined)} />
    </>
  )
}
