import { SimpleGrid } from '@mantine/core'
import { IconChecklist, IconUsers } from '@tabler/icons-react'
import { EmptyState } from '@/web/components/ui/empty-state'
import { SectionCard } from './section-card'

/** Accountants: their clients and tasks (client grants come later, so both are empty for now). */
export function AccountantView() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SectionCard title="Client Overview">
        <EmptyState icon={IconUsers} title="No clients found" />
      </SectionCard>
      <SectionCard title="Tasks Due">
        <EmptyState icon={IconChecklist} title="No tasks due" />
      </SectionCard>
    </SimpleGrid>
  )
}
