import { useState } from 'react'
import type { StepPeriod } from '@/web/features/reports/lib/report-periods'
import { useToday } from '@/web/lib/today'

/** A report screen's period and the day it looks at (today until the user steps back). */
export function useReportPeriod(initial: StepPeriod = 'monthly') {
  const today = useToday()
  const [state, setState] = useState<{ period: StepPeriod; date: string }>({ period: initial, date: today })
  return { ...state, setPeriod: setState }
}
