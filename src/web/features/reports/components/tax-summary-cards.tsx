import { Grid } from '@mantine/core'
import { IconCash, IconCashBanknote, IconReceiptTax, IconScale, IconWallet } from '@tabler/icons-react'
import type { TaxReport } from '@/contracts/reports'
import { StatCard } from '@/web/components/ui/stat-card'
import { balanceText } from '@/web/features/reports/components/tax-estimate-table'
import { formatMoney } from '@/web/lib/format'

/** Whether the year has something between the tax and what is left to pay (withholding, a refundable credit). */
export function showsBalance(report: TaxReport): boolean {
  const d = report.detailed
  if (!d) return false
  return report.payType === 'w2' || d.federalWithheldCents > 0 || d.additionalChildTaxCreditCents > 0
}

/**
 * The year at a glance: income, deductions, net, the federal tax (the detailed estimate; the 25 %
 * rule only, labelled, where the year has no tables) and, after withholding, the balance due or refund.
 */
export function TaxSummaryCards({ report, year }: { report: TaxReport | undefined; year: number }) {
  const money = (cents: number | undefined) => (cents === undefined ? null : formatMoney(cents))
  const d = report?.detailed
  const balance = report && d && showsBalance(report) ? balanceText(d) : null
  // Two to a row on a phone, four from a tablet with the balance alone below, five only where
  // the widest figures still fit beside their icons.
  const span = { base: 30, md: 15, xl: balance ? 12 : 15 }
  return (
    <Grid columns={60} gap={{ base: 'xs', sm: 'md' }} mb="lg">
      <Grid.Col span={span}>
        <StatCard label="Gross Income" value={money(report?.grossIncomeCents)} icon={IconCash} color="teal" />
      </Grid.Col>
      <Grid.Col span={span}>
        <StatCard
          label="Deductions"
          value={money(report?.deductionsCents)}
          icon={IconReceiptTax}
          color="orange"
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <StatCard label="Net Profit" value={money(report?.netProfitCents)} icon={IconWallet} color="blue" />
      </Grid.Col>
      <Grid.Col span={span}>
        <StatCard
          label="Estimated Tax"
          value={money(report ? (d?.totalTaxCents ?? report.simpleEstimateCents) : undefined)}
          hint={report && !d ? 'Rule of thumb: 25% of net' : `Federal, ${year}`}
          icon={IconScale}
          color="red"
        />
      </Grid.Col>
      {balance && d && (
        <Grid.Col span={{ base: 60, xl: 12 }}>
          <StatCard
            label={balance.label}
            value={formatMoney(balance.cents)}
            hint={
              d.federalWithheldCents > 0
                ? `${formatMoney(d.federalWithheldCents)} withheld`
                : 'No federal tax withheld yet'
            }
            icon={IconCashBanknote}
            color={balance.label === 'Refund' ? 'green' : 'grape'}
          />
        </Grid.Col>
      )}
    </Grid>
  )
}
