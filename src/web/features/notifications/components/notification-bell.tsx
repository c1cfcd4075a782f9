import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  useMarkAllNotificationsRead,
  useMarkNotification,
  useNotifications,
} from '@/web/features/notifications/api/notifications-api'
import { formatDateTime } from '@/web/lib/format'
import { useLiveEvents } from '@/web/lib/live-events'
import { keys } from '@/web/lib/query-keys'

/**
 * The header bell: a dot only while something is unread; opening lists the newest, each leading to
 * its page. `live`: updated over the event stream (the account holder's own session only).
 */
export function NotificationBell({ live }: { live: boolean }) {
  const [opened, setOpened] = useState(false)
  const queryClient = useQueryClient()
  // News arrives at once over the live stream (on any instance); the poll is the fallback.
  useLiveEvents(
    '/api/support/events',
    (event) => {
      if (event.t === 'notification' || event.t === 'ready' || event.t === 'resync') {
        queryClient.invalidateQueries({ queryKey: keys.notifications.all })
      }
    },
    live,
  )
  const navigate = useNavigate()
  const list = useNotifications()
  const mark = useMarkNotification()
  const markAll = useMarkAllNotificationsRead()
  const unread = list.data?.unread ?? 0
  const items = list.data?.items ?? []

  return (
    // The dot sits outside the popover's target, so the button alone carries its ARIA state.
    <Indicator color="red" size={9} offset={6} disabled={unread === 0} withBorder>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            {unread > 0 && (
              <Button
                size="compact-xs"
                variant="subtle"
                loading={markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                Mark all read
              </Button>
            )}
          </Group>
          {list.isError && (
            <Text size="sm" c="red" px="xs">
              Failed to load notifications
            </Text>
          )}
          {list.data && items.length === 0 && (
            <Text size="sm" c="dimmed" px="xs" py="md" ta="center">
              Nothing new. We tell you here when a settlement is read, a report is ready or someone comments.
            </Text>
          )}
          <ScrollArea.Autosize mah={380}>
            <Stack gap={2}>
              {items.map((n) => (
                <UnstyledButton
                  key={n.id}
                  p="xs"
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: n.read ? undefined : 'var(--mantine-color-blue-light)',
                  }}
                  onClick={() => {
                    if (!n.read) mark.mutate({ id: n.id, read: true })
                    setOpened(false)
                    if (n.link) navigate(n.link)
                  }}
                >
                  <Text size="sm" fw={n.read ? 400 : 600}>
                    {n.title}
                  </Text>
                  {n.body && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {n.body}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(n.createdAt)}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}
