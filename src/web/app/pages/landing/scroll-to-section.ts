import type { MouseEvent } from 'react'

/** Smooth in-page scroll that leaves the URL alone (a hash change is no navigation). */
export function scrollToSection(id: string) {
  return (event: MouseEvent) => {
    event.preventDefault()
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }
}
