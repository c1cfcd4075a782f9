import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { IconBell, IconCheck, IconChecks, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { type AdminNotification, NOTIFICATION_MESSAGES } from '@/contracts/notifications'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { TablePager } from '@/web/components/ui/table-pager'
import {
  useDeleteNotification,
  useDeleteReadNotifications,
  useMarkAllNotificationsRead,
  useMarkNotification,
  useNotifications,
} from '@/web/features/notifications/admin/api/admin-notifications-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDateTime } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'

const PAGE_SIZE = 20
const PRIORITY_COLORS = { urgent: 'red', high: 'orange', normal: 'gray' } as const
const TYPE_LABELS = { expense_alert: 'Expense', revenue_alert: 'Revenue', system_alert: 'System' } as const

function NotificationItem({ notification }: { notification: AdminNotification }) {
  const [open, setOpen] = useState(false)
  const mark = useMarkNotification()
  const remove = useDeleteNotification()
  const unread = notification.status === 'unread'
  const details = Object.entries(notification.data).filter(([key]) => key !== 'stack')
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={unread ? 'var(--mantine-color-blue-0)' : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap={6} mb={2}>
            <Text fw={unread ? 700 : 500} size="sm">
              {notification.title}
            </Text>
            <Badge size="xs" variant="light" color={PRIORITY_COLORS[notification.priority]}>
              {notification.priority}
            </Badge>
            <Badge size="xs" variant="outline" color="gray">
              {TYPE_LABELS[notification.type]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(notification.createdAt)}
          </Text>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          {unread && (
            <Tooltip label="Mark as read">
              <ActionIcon
                variant="subtle"
                aria-label={`Mark “${notification.title}” as read`}
                loading={mark.isPending}
                onClick={() =>
                  mark.mutate(
                    { id: notification.id, status: 'read' },
                    {
                      onSuccess: () => notifySuccess(NOTIFICATION_MESSAGES.markedRead),
                      onError: (e) => notifyError(errorText(e, 'Failed to mark notification as read')),
                    },
                  )
                }
              >
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete “${notification.title}”`}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(notification.id, {
                  onSuccess: () => notifySuccess(NOTIFICATION_MESSAGES.deleted),
                  onError: (e) => notifyError(errorText(e, 'Failed to delete notification')),
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Collapse expanded={open}>
        <Text size="sm" mt="xs">
          {notification.message}
        </Text>
        {details.length > 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            {details.map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`).join(' · ')}
          </Text>
        )}
      </Collapse>
    </Paper>
  )
}

/** The back office's notifications: read them, mark them, delete them. */
export function NotificationsPanel() {
  const [page, setPage] = useState(1)
  const list = useNotifications(page, PAGE_SIZE)
  const markAll = useMarkAllNotificationsRead()
  const deleteRead = useDeleteReadNotifications()
  if (list.isPending) return <PageLoader />
  if (list.isError)
    return <LoadError title="Failed to load notifications" onRetry={() => void list.refetch()} />
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconChecks size={14} />}
          disabled={list.data.unread === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () => notifySuccess(NOTIFICATION_MESSAGES.allRead),
              onError: (e) => notifyError(errorText(e, 'Failed to mark all notifications as read')),
            })
          }
        >
          Mark all as read
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={deleteRead.isPending}
          disabled={list.data.total === list.data.unread}
          onClick={async () => {
            if (!(await confirmAction({ message: NOTIFICATION_MESSAGES.confirmDeleteRead }))) return
            deleteRead.mutate(undefined, {
              onSuccess: () => notifySuccess(NOTIFICATION_MESSAGES.readDeleted),
              onError: (e) => notifyError(errorText(e, 'Failed to delete read notifications')),
            })
          }}
        >
          Delete all read
        </Button>
      </Group>
      {list.data.total === 0 ? (
        <EmptyState
          icon={IconBell}
          title="No notifications"
          description="Large expenses, unusual revenue, failed jobs and app crashes show up here."
        />
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications">
          {list.data.items.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </Stack>
      )}
      {list.data.total > PAGE_SIZE && (
        <TablePager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPageChange={setPage} />
      )}
    </Stack>
  )
}
