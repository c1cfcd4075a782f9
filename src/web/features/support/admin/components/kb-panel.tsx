import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core'
import { IconBook, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import type { KbArticle } from '@/contracts/support'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { useDeleteKbArticle, useKbArticles } from '@/web/features/support/admin/api/support-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDateTime } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { KbArticleModal } from './kb-article-modal'

function KbTable(props: {
  articles: KbArticle[]
  deleting: string | null
  onEdit: (article: KbArticle) => void
  onDelete: (article: KbArticle) => void
}) {
  return (
    <TableScroll label="Knowledge base articles table" minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Knowledge base articles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.articles.map((article) => (
            <Table.Tr key={article.id}>
              <Table.Td>
                <Text size="sm" fw={500} lineClamp={2}>
                  {article.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={article.status === 'published' ? 'green' : 'gray'} variant="light">
                  {article.status === 'published' ? 'Published' : 'Draft'}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(article.updatedAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${article.title}`}
                    onClick={() => props.onEdit(article)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${article.title}`}
                    loading={props.deleting === article.id}
                    onClick={() => props.onDelete(article)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}

/** Knowledge Base: the articles (drafts too) that answer customers in the Help Center. */
export function KbPanel() {
  const articles = useKbArticles()
  const remove = useDeleteKbArticle()
  // undefined: no form open; null: a new article.
  const [editing, setEditing] = useState<KbArticle | null | undefined>(undefined)

  const onDelete = async (article: KbArticle) => {
    const confirmed = await confirmAction({
      title: 'Delete article',
      message: `Are you sure you want to delete "${article.title}"? This action cannot be undone.`,
    })
    if (!confirmed) return
    remove.mutate(article.id, {
      onSuccess: () => notifySuccess('Article deleted'),
      onError: (error) => notifyError(errorText(error, 'Failed to delete the article')),
    })
  }

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
      Add Article
    </Button>
  )

  return (
    <>
      {articles.isPending && <PageLoader />}
      {articles.isError && (
        <LoadError title="Failed to load articles" onRetry={() => void articles.refetch()} />
      )}
      {articles.data && articles.data.length === 0 && (
        <EmptyState
          icon={IconBook}
          title="No articles yet"
          description="Write answers to common questions once; published articles show in the Help Center's search."
          action={addButton}
        />
      )}
      {articles.data && articles.data.length > 0 && (
        <>
          <Group justify="space-between" mb="sm" gap="sm">
            <Text size="sm" c="dimmed">
              {articles.data.length} article{articles.data.length === 1 ? '' : 's'}
            </Text>
            {addButton}
          </Group>
          <KbTable
            articles={articles.data}
            deleting={remove.isPending ? remove.variables : null}
            onEdit={setEditing}
            onDelete={(article) => void onDelete(article)}
          />
        </>
      )}
      <KbArticleModal article={editing} onClose={() => setEditing(undefined)} />
    </>
  )
}
