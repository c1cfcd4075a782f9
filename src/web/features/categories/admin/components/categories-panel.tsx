import { Badge, Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useState } from 'react'
import {
  type AdminCategory,
  type AdminCategoryList,
  CATEGORY_MESSAGES,
  type CategoryType,
} from '@/contracts/categories'
import { LoadError } from '@/web/components/ui/load-error'
import { useAdminCategories, useUpdateCategory } from '@/web/features/categories/admin/api/categories-api'
import { errorText } from '@/web/lib/api'
import { formatCount } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { CategoryEditModal } from './category-edit-modal'

const SECTIONS: { type: CategoryType; title: string }[] = [
  { type: 'revenue', title: 'Revenue categories' },
  { type: 'expense', title: 'Expense categories' },
]

const entries = (n: number) => `${formatCount(n)} ${n === 1 ? 'entry' : 'entries'}`

/** The revenue and expense categories people pick from: rename them, switch them on or off. */
export function CategoriesPanel() {
  const list = useAdminCategories()
  const [editing, setEditing] = useState<AdminCategory | null>(null)
  if (list.isError && !list.data) {
    return <LoadError title={CATEGORY_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />
  }
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" maw={760}>
        These are the categories people pick on the expense form and in the filters. A category switched off
        is no longer offered for new entries; entries already in it keep it, stay editable and still show in
        reports. Settlements keep posting their deductions to their fixed categories. At least one category of
        each type stays on.
      </Text>
      {SECTIONS.map((section) => (
        <CategorySection
          key={section.type}
          title={section.title}
          categories={list.data?.[section.type] ?? null}
          onEdit={setEditing}
        />
      ))}
      <CategoryEditModal category={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}

function CategorySection(props: {
  title: string
  categories: AdminCategoryList[CategoryType] | null
  onEdit: (category: AdminCategory) => void
}) {
  const { title, categories, onEdit } = props
  const active = categories?.filter((c) => c.active).length ?? 0
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {categories && (
          <Text size="sm" c="dimmed">
            {active} of {categories.length} active
          </Text>
        )}
      </Group>
      {categories ? (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              lastActive={category.active && active === 1}
              onEdit={() => onEdit(category)}
            />
          ))}
        </Stack>
      ) : (
        <Stack gap="xs" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      )}
    </Stack>
  )
}

function CategoryRow(props: { category: AdminCategory; lastActive: boolean; onEdit: () => void }) {
  const { category, lastActive, onEdit } = props
  const update = useUpdateCategory()
  // While the switch's write runs, it shows where it is going.
  const checked =
    update.isPending && update.variables.patch.active !== undefined
      ? update.variables.patch.active
      : category.active
  const toggle = (next: boolean) =>
    update.mutate(
      { id: category.id, patch: { active: next } },
      {
        onSuccess: () => notifySuccess(CATEGORY_MESSAGES.updated),
        onError: (e) => notifyError(errorText(e, CATEGORY_MESSAGES.updateFailed)),
      },
    )

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={category.name}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {category.name}
            </Text>
            {!category.active && (
              <Badge color="gray" variant="light" size="sm">
                Inactive
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {category.description || 'No description'}
          </Text>
        </Stack>
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {entries(category.usageCount)}
          </Text>
          <Switch
            label="Active"
            aria-label={`${category.name} active`}
            checked={checked}
            disabled={update.isPending || lastActive}
            title={lastActive ? CATEGORY_MESSAGES.lastActive(category.type) : undefined}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            aria-label={`Edit ${category.name}`}
            onClick={onEdit}
          >
            Edit
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
