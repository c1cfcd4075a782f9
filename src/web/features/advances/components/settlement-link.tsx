import { Link } from 'react-router'
import type { AdvanceRepayment } from '@/contracts/advances'

/** The settlement a repayment line belongs to, by its trip or settlement number. */
export function SettlementLink({ line }: { line: AdvanceRepayment }) {
  return <Link to={`/settlements/${line.settlementId}`}>{line.settlementLabel ?? 'Settlement'}</Link>
}
