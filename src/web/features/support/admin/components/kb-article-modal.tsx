import {
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { type KbArticle, ZKbInput } from '@/contracts/support'
import { FormError } from '@/web/components/ui/form-error'
import { Markdown } from '@/web/components/ui/markdown'
import { type KbValues, useSaveKbArticle } from '@/web/features/support/admin/api/support-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

const EMPTY: KbValues = { title: '', body: '', status: 'draft' }

/** `article` undefined: closed; null: a new article; else the article to edit. */
export function KbArticleModal({
  article,
  onClose,
}: {
  article: KbArticle | null | undefined
  onClose: () => void
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const save = useSaveKbArticle()
  const [values, setValues] = useState<KbValues>(EMPTY)
  const [view, setView] = useState<string | null>('write')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    setValues(article ? { title: article.title, body: article.body, status: article.status } : EMPTY)
    setView('write')
    setError(null)
  }, [article])

  const submit = () => {
    if (article === undefined) return
    const parsed = parseForm(ZKbInput, values)
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    save.mutate(
      { id: article?.id ?? null, values: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(article ? 'Article updated' : 'Article created')
          onClose()
        },
        onError: (e) => setError(errorText(e, 'Failed to save the article')),
      },
    )
  }

  return (
    <Modal
      opened={article !== undefined}
      onClose={onClose}
      title={article ? 'Edit Article' : 'Add Article'}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        noValidate
      >
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label="Title"
            required
            maxLength={200}
            value={values.title}
            onChange={(e) => setValues({ ...values, title: e.currentTarget.value })}
          />
          <Tabs value={view} onChange={setView} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="write">Write</Tabs.Tab>
              <Tabs.Tab value="preview">Preview</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="xs">
              <Textarea
                label="Body"
                description="Markdown: **bold**, # headings, - lists, [links](/help)"
                autosize
                minRows={10}
                maxRows={24}
                maxLength={20_000}
                value={values.body}
                onChange={(e) => setValues({ ...values, body: e.currentTarget.value })}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="xs">
              {values.body.trim() ? (
                <Markdown>{values.body}</Markdown>
              ) : (
                <Text size="sm" c="dimmed">
                  Nothing to preview yet.
                </Text>
              )}
            </Tabs.Panel>
          </Tabs>
          <Input.Wrapper
            label="Status"
            labelElement="div"
            description="Published articles show in the Help Center"
          >
            <div>
              <SegmentedControl
                aria-label="Status"
                value={values.status}
                onChange={(value) =>
                  setValues({ ...values, status: value === 'published' ? 'published' : 'draft' })
                }
                data={[
                  { value: 'draft', label: 'Draft' },
                  { value: 'published', label: 'Published' },
                ]}
              />
            </div>
          </Input.Wrapper>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {article ? 'Save Changes' : 'Add Article'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
