import {
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch, IconSearchOff } from '@tabler/icons-react'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { HelpResult } from '@/contracts/support'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { useHelpSearch } from '@/web/features/support/api/help-api'
import { type GuideResult, searchGuides } from '@/web/features/support/lib/guides'
import { errorText } from '@/web/lib/api'

const DEBOUNCE_MS = 250
/** The server's bound on search text (ZSearch). */
const QUERY_MAX = 200

interface HelpSearchProps {
  /** Opens the FAQ entry a result points at. */
  onOpenFaq: (key: string) => void
  /** Opens the new-ticket form, its subject filled with the search; absent when support is not this user's. */
  onNewTicket?: (subject: string) => void
}

/** A result: an article or FAQ entry from the server, or a guide or tutorial of the app. */
type Result = HelpResult | (Omit<GuideResult, 'path'> & { id: string })

const LABELS: Record<Result['kind'], { label: string; color: string }> = {
  article: { label: 'Article', color: 'blue' },
  faq: { label: 'FAQ', color: 'teal' },
  guide: { label: 'Guide', color: 'grape' },
  tutorial: { label: 'Tutorial', color: 'orange' },
}

function ResultItem({ result, onOpenFaq }: { result: Result; onOpenFaq: (key: string) => void }) {
  const { label, color } = LABELS[result.kind]
  const title = (
    <Text component="span" display="block" fw={600} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
      {result.title}
    </Text>
  )
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="light" color={color} size="sm" mt={3}>
          {label}
        </Badge>
        <Stack gap={2} style={{ minWidth: 0 }}>
          {result.kind !== 'faq' ? (
            <Anchor
              component={Link}
              to={result.kind === 'article' ? `/help/articles/${result.id}` : result.id}
              underline="hover"
            >
              {title}
            </Anchor>
          ) : (
            <UnstyledButton onClick={() => onOpenFaq(result.id)} style={{ textAlign: 'start' }}>
              {title}
            </UnstyledButton>
          )}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {result.excerpt}
          </Text>
        </Stack>
      </Group>
    </Paper>
  )
}

/**
 * The search box of the Help Center: published articles and the FAQ. What was searched stays in the
 * address (`?q=`), so a search can be shared and survives a reload.
 */
export function HelpSearch({ onOpenFaq, onNewTicket }: HelpSearchProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const urlQuery = (searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX)
  const [text, setText] = useState(urlQuery)
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS)
  const urlQueryNow = useRef(urlQuery)
  urlQueryNow.current = urlQuery
  const debouncedNow = useRef(debounced)
  debouncedNow.current = debounced

  // The address changed by other means (a link to /help, back and forward): the box follows it.
  useEffect(() => {
    if (urlQuery !== debouncedNow.current) setText(urlQuery)
  }, [urlQuery])

  // Typing (once it pauses) rewrites the address in place: no history entry per keystroke.
  useEffect(() => {
    if (debounced === urlQueryNow.current) return
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (debounced) next.set('q', debounced)
        else next.delete('q')
        return next
      },
      { replace: true },
    )
  }, [debounced, setSearchParams])

  const search = useHelpSearch(urlQuery)
  const guides = useMemo(
    () => searchGuides(urlQuery).map(({ path, ...g }) => ({ ...g, id: path })),
    [urlQuery],
  )
  const items: Result[] = [...guides, ...(search.data?.items ?? [])]
  const clear = () => setText('')
  const settled = urlQuery !== '' && search.isSuccess && !search.isPlaceholderData
  const count = settled
    ? `${items.length} ${items.length === 1 ? 'result' : 'results'} for “${urlQuery}”`
    : ''

  let results: ReactNode = null
  // Cleared boxes hide the results at once, without waiting for the address to follow.
  if (urlQuery !== '' && text.trim() !== '') {
    if (search.isError) {
      results = (
        <LoadError
          title={errorText(search.error, 'Failed to search help articles')}
          onRetry={() => void search.refetch()}
        />
      )
    } else if (search.isPending || (search.isPlaceholderData && items.length === 0)) {
      results = (
        <Group gap="xs" py="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            Searching…
          </Text>
        </Group>
      )
    } else if (items.length === 0) {
      results = (
        <EmptyState
          icon={IconSearchOff}
          title={`No results for “${urlQuery}”`}
          description={
            onNewTicket
              ? 'Try other words, browse the guides below, or open a ticket and the team will answer you.'
              : 'Try other words, or browse the guides and questions below.'
          }
          action={
            onNewTicket && (
              <Button variant="light" onClick={() => onNewTicket(urlQuery)}>
                Open a Ticket
              </Button>
            )
          }
        />
      )
    } else {
      results = (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {count || 'Searching…'}
          </Text>
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none', opacity: search.isPlaceholderData ? 0.6 : 1 }}
            aria-label="Search results"
          >
            {items.map((result) => (
              <ResultItem key={`${result.kind}:${result.id}`} result={result} onOpenFaq={onOpenFaq} />
            ))}
          </Stack>
        </Stack>
      )
    }
  }

  return (
    <Stack gap="sm">
      <search>
        <TextInput
          size="md"
          label="Search help articles"
          placeholder="e.g. upload a settlement, per diem, accountant"
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={text ? <CloseButton aria-label="Clear the search" onClick={clear} /> : null}
          maxLength={QUERY_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) clear()
          }}
        />
      </search>
      {/* Always present, so screen readers hear each new count. */}
      <VisuallyHidden aria-live="polite">{count}</VisuallyHidden>
      {results}
    </Stack>
  )
}
