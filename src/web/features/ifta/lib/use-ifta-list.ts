import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { parseQuarter } from '@/domain/ifta/quarter'
import type { IftaListFilters } from '@/web/features/ifta/api/trips-api'

export const IFTA_PAGE_SIZE = 20

/**
 * A list's filters and page. The quarter may come from the address (`?quarter=2025Q4`, as the return
 * links to its records); the search waits for the user to stop typing.
 */
export function useIftaList() {
  const [params] = useSearchParams()
  const fromAddress = params.get('quarter')
  const [page, setPage] = useState(1)
  const [values, setValues] = useState<IftaListFilters>({
    quarter: fromAddress && parseQuarter(fromAddress) ? fromAddress : null,
    truckId: null,
    search: '',
  })
  const [search] = useDebouncedValue(values.search.trim(), 300)
  const filters: IftaListFilters = { ...values, search }
  const filtered = Boolean(values.quarter || values.truckId || search)
  const change = (next: Partial<IftaListFilters>) => {
    setValues((current) => ({ ...current, ...next }))
    setPage(1)
  }
  return { page, setPage, values, filters, filtered, change }
}

/** A page that no longer has rows (the filters' answer shrank, a row was deleted) steps back to the last that has. */
export function useKeepPageInRange(total: number | undefined, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * IFTA_PAGE_SIZE >= total) {
      setPage(Math.max(1, Math.ceil(total / IFTA_PAGE_SIZE)))
    }
  }, [total, page, setPage])
}
