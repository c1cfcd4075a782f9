import { Accordion, Text } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { useEffect } from 'react'
import { FAQ } from '@/domain/help/faq'
import { HelpSection } from './help-section'

/** The DOM id of an FAQ entry, which search results scroll to. */
export function faqItemId(key: string): string {
  return `faq-${key}`
}

/** A request to bring an entry into view; `seq` changes on every request, even for the same entry. */
export interface FaqTarget {
  key: string
  seq: number
}

export function FaqSection(props: {
  opened: string | null
  onChange: (key: string | null) => void
  target: FaqTarget | null
}) {
  const reduceMotion = useReducedMotion()
  const { target } = props

  // After the entry is opened (the render this effect follows), scroll to it and put focus on its
  // question, so keyboard and screen-reader users land where they asked to go.
  useEffect(() => {
    if (!target) return
    const item = document.getElementById(faqItemId(target.key))
    if (!item) return
    item.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    item.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true })
  }, [target, reduceMotion])

  return (
    <HelpSection id="faq" title="Frequently Asked Questions">
      <Accordion variant="separated" radius="md" order={3} value={props.opened} onChange={props.onChange}>
        {FAQ.map((entry) => (
          <Accordion.Item
            key={entry.key}
            value={entry.key}
            id={faqItemId(entry.key)}
            // Clear of the fixed header when scrolled to.
            style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0rem) + 16px)' }}
          >
            <Accordion.Control>{entry.question}</Accordion.Control>
            <Accordion.Panel>
              {/* Plain text: the answers are written as sentences, not Markdown. */}
              <Text size="sm">{entry.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </HelpSection>
  )
}
