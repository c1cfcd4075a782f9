import { useEffect } from 'react'
import { PRODUCT_NAME } from '@/web/lib/brand'

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME
  }, [title])
}
