import {
  Alert,
  Badge,
  Box,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { IconMailbox, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import type { MailLogEntry, MailLogStatus } from '@/contracts/admin'
import { EmptyState } from '@/web/components/ui/empty-state'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { useMailLog } from '@/web/features/admin/api/admin-api'
import { formatDateTime } from '@/web/lib/format'

const PAGE_SIZE = 25

const STATUS_FILTERS = [
  { label: 'All', value: '' },
  { label: 'Sent', value: 'sent' },
  { label: 'Failed', value: 'failed' },
]

function Outcome({ entry }: { entry: MailLogEntry }) {
  if (entry.status === 'failed')
    return (
      <Badge color="red" variant="light">
        Failed
      </Badge>
    )
  return (
    <Badge color={entry.via === 'outbox' ? 'gray' : 'green'} variant="light">
      {entry.via === 'outbox' ? 'Kept in outbox' : 'Sent'}
    </Badge>
  )
}

/** Why it failed, as the mail server said; nothing for a message that went. */
function Reason({ entry }: { entry: MailLogEntry }) {
  if (!entry.error) return <Text size="sm">—</Text>
  return (
    <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
      {entry.error}
    </Text>
  )
}

function MailTable({ items }: { items: MailLogEntry[] }) {
  return (
    <TableScroll label="Mail log" minWidth={820}>
      <Table striped verticalSpacing="xs" aria-label="Mail log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Why it failed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.to}</Table.Td>
              <Table.Td maw={280} style={{ overflowWrap: 'anywhere' }}>
                {entry.subject}
              </Table.Td>
              <Table.Td>
                <Outcome entry={entry} />
              </Table.Td>
              <Table.Td maw={300}>
                <Reason entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}

/** On a phone each attempt is a card: the subject and outcome, to whom, when, and why it failed. */
function MailCards({ items }: { items: MailLogEntry[] }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Mail log">
      {items.map((entry) => (
        <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {entry.subject}
            </Text>
            <Outcome entry={entry} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            To: {entry.to}
          </Text>
          {entry.error && (
            <Box mt={4}>
              <Reason entry={entry} />
            </Box>
          )}
          <Text size="xs" c="dimmed" mt="xs">
            {formatDateTime(entry.createdAt)}
          </Text>
        </Paper>
      ))}
    </Stack>
  )
}

/** Every attempt to send a mail: to whom, the subject, sent or failed, and the mail server's reason. */
export function AdminMailLogPage() {
  const [page, setPage] = useState(1)
  const [to, setTo] = useState('')
  const [status, setStatus] = useState<MailLogStatus | ''>('')
  const [debouncedTo] = useDebouncedValue(to.trim(), 300)
  const log = useMailLog({ page, pageSize: PAGE_SIZE, to: debouncedTo, status })
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const Rows = phone ? MailCards : MailTable
  const filtered = Boolean(debouncedTo || status)

  return (
    <>
      <PageTitle title="Mail Log" />
      <Text c="dimmed" size="sm" mb="md">
        Every e-mail RigLedger tried to send: to whom, the subject, whether it went, and the mail server’s
        reason when it did not. Message texts are never kept here.
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
          <TextInput
            label="Recipient"
            placeholder="Part of the address"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={to}
            onChange={(event) => {
              setTo(event.currentTarget.value)
              setPage(1)
            }}
            w={{ base: '100%', xs: 320 }}
          />
          <Input.Wrapper
            label="Outcome"
            labelElement="div"
            labelProps={{ id: 'mail-log-status', style: { display: 'block' } }}
          >
            <SegmentedControl
              aria-labelledby="mail-log-status"
              data={STATUS_FILTERS}
              value={status}
              onChange={(value) => {
                setStatus(value as MailLogStatus | '')
                setPage(1)
              }}
            />
          </Input.Wrapper>
        </Group>
        {log.isPending && <PageLoader />}
        {log.isError && (
          <Alert color="red" variant="light" role="alert">
            Failed to load the mail log. Please try again.
          </Alert>
        )}
        {log.data && log.data.total === 0 && (
          <EmptyState
            icon={IconMailbox}
            title={filtered ? 'No mail matches these filters' : 'No mail sent yet'}
            description={
              filtered
                ? 'Try part of the address, or another outcome.'
                : 'Password resets, invitations, reports and alerts appear here once they are sent.'
            }
          />
        )}
        {log.data && log.data.total > 0 && (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {log.data.total.toLocaleString('en-US')} {log.data.total === 1 ? 'message' : 'messages'}
            </Text>
            <Rows items={log.data.items} />
            <TablePager page={page} pageSize={PAGE_SIZE} total={log.data.total} onPageChange={setPage} />
          </>
        )}
      </Paper>
    </>
  )
}
