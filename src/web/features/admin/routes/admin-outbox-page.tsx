import { Alert, Paper, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { useOutbox } from '@/web/features/admin/api/admin-api'
import { OutboxList } from '@/web/features/admin/components/outbox-list'

const PAGE_SIZE = 20

/** Mail the server would have sent while no SMTP server is configured. */
export function AdminOutboxPage() {
  const [page, setPage] = useState(1)
  const [to, setTo] = useState('')
  const [debouncedTo] = useDebouncedValue(to.trim(), 300)
  const outbox = useOutbox({ page, pageSize: PAGE_SIZE, to: debouncedTo })

  return (
    <>
      <PageTitle title="Outbox" />
      <Text c="dimmed" size="sm" mb="md">
        E-mail is kept here instead of being sent while no SMTP server is configured.
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <TextInput
          label="Recipient"
          placeholder="Filter by recipient address"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={to}
          onChange={(event) => {
            setTo(event.currentTarget.value)
            setPage(1)
          }}
          mb="md"
          maw={360}
        />
        {outbox.isPending && <PageLoader />}
        {outbox.isError && (
          <Alert color="red" variant="light" role="alert">
            Failed to load the outbox
          </Alert>
        )}
        {outbox.data && outbox.data.total === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            No messages in the outbox
          </Text>
        )}
        {outbox.data && outbox.data.total > 0 && (
          <>
            <OutboxList messages={outbox.data.items} />
            <TablePager page={page} pageSize={PAGE_SIZE} total={outbox.data.total} onPageChange={setPage} />
          </>
        )}
      </Paper>
    </>
  )
}
