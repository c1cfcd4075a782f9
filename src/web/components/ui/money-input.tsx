import { NumberInput, type NumberInputProps } from '@mantine/core'
import { parseDollars } from '@/domain/money'

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'fixedDecimalScale'> & {
  /** Whole cents, or null when empty. */
  value: number | null
  onChange: (cents: number | null) => void
}

/**
 * A dollar amount field (step 0.01) whose value is integer cents. What is typed is kept as typed,
 * never clamped: "-50" stays -50 for the form to refuse with a message, instead of turning into $0.
 */
export function MoneyInput({ value, onChange, ...props }: Props) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      // Cents always show: $1,733.90, not $1,733.9 (which reads as a cut-off value).
      fixedDecimalScale
      step={0.01}
      min={0}
      clampBehavior="none"
      thousandSeparator=","
      inputMode="decimal"
      {...props}
      value={value === null ? '' : value / 100}
      onChange={(next) => {
        if (next === '' || next === null) return onChange(null)
        // The dollars as typed ("1800.5"), read as decimal text: no float arithmetic on money.
        onChange(parseDollars(String(next)))
      }}
    />
  )
}
