// Placeholder until the rate tables land (replaced on merge).
export const IFTA_DIESEL_RATES: Record<
  string,
  { source: string; rates: { jurisdiction: string; rate: string; surchargeRate?: string }[] }
> = {}
