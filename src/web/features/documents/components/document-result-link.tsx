import { Anchor } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { DocumentView } from '@/contracts/documents'

interface ResultTarget {
  to: string
  label: string
}

/**
 * Where the user goes to see what was read from a document: the settlement, its review screen, the
 * column confirmation of a spreadsheet, or the settlements list when there are several.
 */
export function resultTarget(document: DocumentView): ResultTarget | null {
  if (document.status === 'failed') {
    return document.kind === 'settlement' ? { to: '/settlements/new', label: 'Enter it by hand' } : null
  }
  if (document.mappingReview && document.settlementIds.length === 0) {
    return { to: `/settlements/upload/${document.id}/columns`, label: 'Confirm columns' }
  }
  const [only, ...others] = document.settlementIds
  if (!only) return null
  if (others.length > 0) {
    return { to: '/settlements', label: `View ${document.settlementIds.length} settlements` }
  }
  if (document.status === 'needs_review') {
    return { to: `/settlements/${only}/review`, label: 'Review settlement' }
  }
  return { to: `/settlements/${only}`, label: 'View settlement' }
}

export function DocumentResultLink({ document }: { document: DocumentView }) {
  const target = resultTarget(document)
  if (!target) return null
  return (
    <Anchor
      component={Link}
      to={target.to}
      size="sm"
      fw={500}
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
      aria-label={`${target.label}: ${document.fileName}`}
    >
      {target.label} <IconArrowRight size={14} aria-hidden />
    </Anchor>
  )
}
