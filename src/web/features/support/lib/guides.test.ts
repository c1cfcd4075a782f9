import { describe, expect, it } from 'vitest'
import { searchGuides } from './guides.ts'

describe('searchGuides', () => {
  it('finds the guides and tutorials holding every word, title matches first', () => {
    const ifta = searchGuides('IFTA')
    expect(ifta.map((r) => r.path)).toContain('/docs/taxes')
    expect(searchGuides('expenses')[0]).toMatchObject({ path: '/docs/expenses', title: 'Expenses Guide' })
    const found = searchGuides('settlement upload')
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((r) => `${r.title} ${r.excerpt}`.length > 0)).toBe(true)
    expect(found.map((r) => r.kind)).toContain('tutorial')
  })

  it('finds nothing for blank text, one-letter words or a word no page holds', () => {
    expect(searchGuides('')).toEqual([])
    expect(searchGuides(' a ')).toEqual([])
    expect(searchGuides('settlement zzzqqq')).toEqual([])
  })

  it('searches the words people read, not the picture addresses of the Markdown', () => {
    // "guides" is in every picture's address (/guides/…) but in the text of one tutorial only.
    expect(searchGuides('guides').map((r) => r.path)).toEqual(['/tutorials/getting-started'])
  })
})
