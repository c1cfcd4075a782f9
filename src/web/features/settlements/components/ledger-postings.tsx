import { Alert, Paper, Table, Text, Title } from '@mantine/core'
import type { Settlement } from '@/contracts/settlements'
import { categoryLabel } from '@/domain/categories'
import type { Cents } from '@/domain/money'
import {
  DEDUCTION_CATEGORIES,
  type DeductionCategory,
  isEscrowInterestPaid,
  type LineAmount,
  settlementPostingsResult,
} from '@/domain/settlements/settlement-math'
import { payerLabel } from '@/web/features/settlements/lib/labels.ts'
import { formatMoney } from '@/web/lib/format'

function asLineAmounts(settlement: Settlement): LineAmount[] {
  return settlement.lines.map((line) => ({
    kind: line.kind,
    amountCents: line.amountCents as Cents,
    category: (line.category ?? null) as DeductionCategory | null,
    description: line.description,
  }))
}

/** What this settlement puts in the ledger (or will, once confirmed), from the same domain rule the server uses. */
export function LedgerPostings({ settlement }: { settlement: Settlement }) {
  const result = settlementPostingsResult(
    payerLabel(settlement),
    '',
    asLineAmounts(settlement),
    settlement.paidAs,
  )
  const postings = result.ok ? result.postings : []
  const employee = settlement.paidAs === 'employee'
  const notExpenses = settlement.lines.filter(
    (line) =>
      !employee &&
      line.kind === 'deduction' &&
      line.category !== null &&
      line.category in DEDUCTION_CATEGORIES &&
      DEDUCTION_CATEGORIES[line.category as DeductionCategory].expenseCategory === null &&
      // Escrow interest paid out posts as interest income (among the postings above).
      !isEscrowInterestPaid({ ...line, kind: 'deduction', category: line.category as DeductionCategory }),
  )
  const posted = settlement.status === 'processed'

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Ledger">
      <Title order={2} fz="lg" mb="xs">
        {posted ? 'Posted to your ledger' : 'What confirming will post'}
      </Title>
      {!posted && (
        <Alert color={settlement.status === 'error' ? 'red' : 'yellow'} variant="light" mb="sm">
          {settlement.status === 'error'
            ? 'This settlement could not be read completely. Check its lines and correct them with Edit; nothing is in your ledger yet.'
            : 'This settlement is pending. Nothing is in your ledger yet: confirm it to post these entries.'}
        </Alert>
      )}
      {!result.ok && (
        <Alert color="red" variant="light" mb="sm">
          {result.error}
        </Alert>
      )}
      {employee && (
        <Text size="sm" c="dimmed" mb="xs">
          Paid as an employee: the gross is W-2 wages. Reimbursements (an accountable plan) are not income and
          payroll deductions are not business expenses, so nothing else posts. Federal income tax withheld
          counts toward your tax.
        </Text>
      )}
      {postings.length === 0 ? (
        <Text size="sm" c="dimmed">
          No ledger entries.
        </Text>
      ) : (
        <Table verticalSpacing={6} aria-label="Ledger entries">
          <Table.Tbody>
            {postings.map((posting, i) => (
              <Table.Tr key={`${posting.type}-${posting.category}-${i}`}>
                <Table.Td style={{ width: 1, whiteSpace: 'nowrap' }}>
                  <Text span size="sm" fw={600} c={posting.type === 'revenue' ? 'green.8' : 'red.8'}>
                    {posting.type === 'revenue' ? 'Revenue' : 'Expense'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {categoryLabel(posting.category)}
                  {posting.type === 'expense' && !posting.taxDeductible && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (not tax-deductible)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(posting.amountCents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {notExpenses.length > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          Not posted as expenses:{' '}
          {notExpenses
            .map(
              (line) =>
                `${DEDUCTION_CATEGORIES[line.category as DeductionCategory].label} ${formatMoney(line.amountCents)}`,
            )
            .join(', ')}
          . Escrow is your money held in reserve, an advance line repays money the carrier lent you (what it
          paid for is posted once, from Advances), tax withheld counts toward your income tax and personal
          money (garnishment, child support, loans) is your own: none is a business expense.
        </Text>
      )}
    </Paper>
  )
}
