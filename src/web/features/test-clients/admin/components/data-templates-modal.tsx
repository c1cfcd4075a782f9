import { Badge, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { ROLE_COLORS, ROLE_LABELS } from '@/contracts/roles'
import { categoryLabel } from '@/domain/categories'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useDataTemplates } from '@/web/features/test-clients/admin/api/test-clients-api'
import { formatMoney } from '@/web/lib/format'

/** The data templates test clients are made from: role, monthly revenue, settlements, categories. */
export function DataTemplatesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const templates = useDataTemplates()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Data Templates"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {templates.isPending && <PageLoader />}
      {templates.isError && (
        <LoadError title="Failed to load templates" onRetry={() => templates.refetch()} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {templates.data?.items.map((t) => (
          <Paper key={t.id} withBorder p="md" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{t.name}</Text>
                <Badge color={ROLE_COLORS[t.role]} variant="light">
                  {ROLE_LABELS[t.role]}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t.description}
              </Text>
              <Text size="sm">
                Revenue {formatMoney(t.revenueRange.minCents)}–{formatMoney(t.revenueRange.maxCents)} a month
                · {t.settlementsPerMonth} settlements a month
              </Text>
              <Text size="xs" c="dimmed">
                Expenses: {t.expenseCategories.map(categoryLabel).join(', ')}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Modal>
  )
}
