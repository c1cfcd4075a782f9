import { Table, Text } from '@mantine/core'
import type { TaxReport } from '@/contracts/reports'
import { formatMoney } from '@/web/lib/format'

type Detailed = NonNullable<TaxReport['detailed']>

interface EstimateLine {
  label: string
  cents: number
  note?: string
  /** A total of the return: bold. */
  strong?: boolean
}

/** "Balance due" or "Refund" after withholding and refundable credits, as a positive amount. */
export function balanceText(d: Detailed): { label: 'Balance due' | 'Refund'; cents: number } {
  return d.balanceDueCents >= 0
    ? { label: 'Balance due', cents: d.balanceDueCents }
    : { label: 'Refund', cents: -d.balanceDueCents }
}

/** The lines of the return that apply to this user and year, in the order Form 1040 takes them. */
function estimateLines(report: TaxReport, d: Detailed): EstimateLine[] {
  const business = report.payType !== 'w2'
  const lines: (EstimateLine | false)[] = [
    (d.wagesCents > 0 || !business) && {
      label: 'Wages',
      cents: d.wagesCents,
      note: 'Form 1040 line 1a: W-2 box 1',
    },
    business && {
      label: 'Schedule C profit',
      cents: d.scheduleCProfitCents,
      note: 'Gross receipts less deductions, vehicle as below',
    },
    business && {
      label: 'Self-employment tax',
      cents: d.seTaxCents,
      note: 'Schedule SE: 15.3% of 92.35% of profit (Social Security up to the wage base)',
    },
    business && { label: 'Half of SE tax (deducted)', cents: -d.halfSeTaxCents, note: 'Schedule 1 line 15' },
    d.healthInsuranceDeductionCents > 0 && {
      label: 'Self-employed health insurance',
      cents: -d.healthInsuranceDeductionCents,
      note: 'Schedule 1 line 17, up to the business’s profit',
    },
    d.retirementDeductionCents > 0 && {
      label: 'Retirement contributions',
      cents: -d.retirementDeductionCents,
      note: 'Schedule 1 line 16: SEP, SIMPLE or solo 401(k)',
    },
    report.interestIncomeCents > 0 && {
      label: 'Interest income',
      cents: report.interestIncomeCents,
      note: 'Form 1040 line 2b: interest on escrow and other interest in your books',
    },
    {
      label: 'Adjusted gross income',
      cents: d.adjustedGrossIncomeCents,
      note: 'Including other income from your tax profile',
    },
    {
      label: 'Standard deduction',
      cents: -d.standardDeductionCents,
      note:
        report.profile.age65OrOlder + report.profile.blind > 0
          ? 'With the amounts for 65 or older and blind'
          : undefined,
    },
    d.seniorDeductionCents > 0 && {
      label: 'Senior deduction',
      cents: -d.seniorDeductionCents,
      note: 'Schedule 1-A: $6,000 for each person 65 or older, less above the income limit',
    },
    business && {
      label: 'QBI deduction',
      cents: -d.qbiDeductionCents,
      note: 'Section 199A: 20% of business income, limited',
    },
    { label: 'Taxable income', cents: d.taxableIncomeCents },
    { label: 'Federal income tax', cents: d.incomeTaxCents, note: `${report.year} Tax Table and brackets` },
    d.childTaxCreditCents > 0 && {
      label: 'Child tax credit',
      cents: -d.childTaxCreditCents,
      note: `${report.profile.dependentsUnder17} under 17, up to the income tax`,
    },
    d.additionalMedicareTaxCents > 0 && {
      label: 'Additional Medicare Tax',
      cents: d.additionalMedicareTaxCents,
      note: 'Form 8959: 0.9% of earnings over the threshold',
    },
    {
      label: 'Total federal tax',
      cents: d.totalTaxCents,
      note: business ? 'Income tax less credits, plus self-employment tax' : 'Income tax less credits',
      strong: true,
    },
    d.additionalChildTaxCreditCents > 0 && {
      label: 'Refundable child tax credit',
      cents: -d.additionalChildTaxCreditCents,
      note: 'Schedule 8812: the part of the credit paid even without tax',
    },
    (d.federalWithheldCents > 0 || !business) && {
      label: 'Federal tax withheld',
      cents: -d.federalWithheldCents,
      note: 'From your pay sheets and your tax profile',
    },
  ]
  const shown = lines.filter((line): line is EstimateLine => line !== false)
  if (d.federalWithheldCents > 0 || d.additionalChildTaxCreditCents > 0 || !business) {
    const balance = balanceText(d)
    shown.push({
      label: balance.label,
      cents: balance.cents,
      note: balance.label === 'Refund' ? 'What you get back' : 'Still to pay for the year',
      strong: true,
    })
  }
  return shown
}

/** The detailed estimate, line by line as a return builds it, with only the lines that apply. */
export function TaxEstimateTable({ report }: { report: TaxReport }) {
  const d = report.detailed
  if (!d) {
    return (
      <Text size="sm" c="dimmed">
        No federal tax tables for {report.year} yet: only the rule of thumb (25% of net) is shown.
      </Text>
    )
  }
  return (
    // Two columns fit a phone: it stays a table there.
    <Table aria-label="Detailed estimate">
      <Table.Tbody>
        {estimateLines(report, d).map(({ label, cents, note, strong }) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={strong ? 700 : 500}>
              {label}
              {note && (
                <Text size="xs" c="dimmed" fw={400}>
                  {note}
                </Text>
              )}
            </Table.Th>
            <Table.Td ta="right" fw={strong ? 700 : 400} data-testid={`tax-${label}`}>
              {formatMoney(cents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
