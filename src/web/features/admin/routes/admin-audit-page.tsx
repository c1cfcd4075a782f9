import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { IconDownload, IconListSearch, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { AUDIT_MESSAGES, type AuditEntry } from '@/contracts/admin'
import { EmptyState } from '@/web/components/ui/empty-state'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { auditQuery, useAuditLog } from '@/web/features/admin/api/admin-api'
import { formatDateTime } from '@/web/lib/format'

const PAGE_SIZE = 25

/** A person of the log: the name, with the e-mail under it (the e-mail alone once deleted). */
function Person({ person }: { person: AuditEntry['actor'] | null }) {
  if (!person) return <Text size="sm">—</Text>
  return (
    <Box miw={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {person.name ?? person.email}
      </Text>
      {person.name && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Text>
      )}
      {!person.id && (
        <Text size="xs" c="dimmed">
          Account deleted
        </Text>
      )}
    </Box>
  )
}

/** What changed, as "key: value" pairs (never a secret: the log keeps none). */
function detailsText(details: AuditEntry['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ')
}

function Action({ entry }: { entry: AuditEntry }) {
  const details = detailsText(entry.details)
  return (
    <Box miw={0}>
      <Text size="sm" fw={500}>
        {entry.actionLabel}
      </Text>
      {entry.viaAdmin && (
        <Badge size="xs" variant="light" color="orange">
          By {entry.viaAdmin.name ?? entry.viaAdmin.email}, viewing the account
        </Badge>
      )}
      {details && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
          {details}
        </Text>
      )}
    </Box>
  )
}

function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <TableScroll label="Audit log" minWidth={820}>
      <Table striped verticalSpacing="xs" aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>About</Table.Th>
            <Table.Th>From</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td maw={360}>
                <Action entry={entry} />
              </Table.Td>
              <Table.Td>
                <Person person={entry.actor} />
              </Table.Td>
              <Table.Td>
                <Person person={entry.target} />
              </Table.Td>
              <Table.Td>{entry.ip ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}

/** On a phone each event is a card: what, then who, about whom, when and from where. */
function AuditCards({ items }: { items: AuditEntry[] }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Audit log">
      {items.map((entry) => (
        <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
          <Action entry={entry} />
          <SimpleGrid cols={2} spacing="xs" mt="xs">
            <Box>
              <Text size="xs" c="dimmed">
                Who
              </Text>
              <Person person={entry.actor} />
            </Box>
            <Box>
              <Text size="xs" c="dimmed">
                About
              </Text>
              <Person person={entry.target} />
            </Box>
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs">
            {formatDateTime(entry.at)} · from {entry.ip ?? 'unknown'}
          </Text>
        </Paper>
      ))}
    </Stack>
  )
}

/** Every action recorded in the back office and in clients' accounts: search, filter, page, export. */
export function AdminAuditPage() {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const [actor, setActor] = useState('')
  const [action, setAction] = useState<string | null>(null)
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [debounced] = useDebouncedValue({ q: q.trim(), actor: actor.trim() }, 300)
  const filters = { ...debounced, action: action ?? undefined, from: from || undefined, to: to || undefined }
  const datesWrong = Boolean(from && to && from > to)
  const log = useAuditLog({ ...filters, page, pageSize: PAGE_SIZE })
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const Rows = phone ? AuditCards : AuditTable
  const set = (setter: (value: string) => void) => (event: { currentTarget: { value: string } }) => {
    setter(event.currentTarget.value)
    setPage(1)
  }
  const csvHref = `/api/admin/audit/export.csv?${new URLSearchParams(auditQuery(filters))}`
  const filtered = Boolean(filters.q || filters.actor || filters.action || filters.from || filters.to)

  return (
    <>
      <PageTitle
        title="Audit Log"
        actions={
          <Button
            component="a"
            href={csvHref}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={datesWrong}
          >
            Export CSV
          </Button>
        }
      />
      <Text c="dimmed" size="sm" mb="md">
        Every admin action, every sign-in, and every change an admin made while viewing a client’s account:
        who, what, about whom, when and from where.
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="md">
          <TextInput
            label="Search"
            placeholder="Whom, address, details"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={set(setQ)}
          />
          <TextInput label="Who" placeholder="Name or e-mail" value={actor} onChange={set(setActor)} />
          <Select
            label="Action"
            placeholder="Any action"
            clearable
            searchable
            data={log.data?.actions ?? []}
            value={action}
            onChange={(value) => {
              setAction(value)
              setPage(1)
            }}
          />
          <TextInput label="From" type="date" value={from} onChange={set(setFrom)} />
          <TextInput
            label="To"
            type="date"
            value={to}
            onChange={set(setTo)}
            error={datesWrong ? AUDIT_MESSAGES.datesOrder : undefined}
          />
        </SimpleGrid>
        {log.isPending && <PageLoader />}
        {log.isError && !datesWrong && (
          <Alert color="red" variant="light" role="alert">
            {AUDIT_MESSAGES.loadFailed}
          </Alert>
        )}
        {log.data && log.data.total === 0 && (
          <EmptyState
            icon={IconListSearch}
            title={filtered ? 'Nothing matches these filters' : 'Nothing recorded yet'}
            description={
              filtered
                ? 'Try fewer words or a wider range of days.'
                : 'Admin actions and sign-ins appear here.'
            }
          />
        )}
        {log.data && log.data.total > 0 && (
          <>
            <Group justify="space-between" mb="xs">
              <Text size="sm" c="dimmed">
                {log.data.total.toLocaleString('en-US')} {log.data.total === 1 ? 'event' : 'events'}
              </Text>
            </Group>
            <Rows items={log.data.items} />
            <TablePager page={page} pageSize={PAGE_SIZE} total={log.data.total} onPageChange={setPage} />
          </>
        )}
      </Paper>
    </>
  )
}
