import { Alert, Anchor, List, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { Navigate, useNavigate, useParams } from 'react-router'
import { LOAD_MESSAGES, type Load } from '@/contracts/loads'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useLoad, useUpdateLoad } from '@/web/features/loads/api/loads-api'
import { LoadForm } from '@/web/features/loads/components/load-form'
import { LoadNotFound } from '@/web/features/loads/components/load-not-found'
import { valuesFromLoad } from '@/web/features/loads/lib/load-form-values'
import { loadTitle } from '@/web/features/loads/lib/load-labels'
import { loadPartLabel, lowConfidenceLoadParts } from '@/web/features/loads/lib/review-flags'
import { documentFileUrl } from '@/web/lib/documents/documents-api'
import { notifySuccess } from '@/web/lib/notify'

export function LoadEditPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const load = useLoad(id)
  const update = useUpdateLoad(id)

  if (load.isPending) return <PageLoader />
  if (load.isError) return <LoadNotFound error={load.error} onRetry={() => load.refetch()} />
  // Someone else's load the user only reads (their fleet's): its page, not a form.
  if (!load.data.editable) return <Navigate to={`/loads/${id}`} replace />
  const flagged = lowConfidenceLoadParts(load.data.review?.confidence)

  return (
    <>
      <BackLink to={`/loads/${id}`} label="Back to load" />
      <PageTitle title={`Edit ${loadTitle(load.data)}`} />
      <ReadingCheck load={load.data} flagged={[...flagged].map(loadPartLabel)} />
      <LoadForm
        flagged={flagged}
        driverName={load.data.driverName}
        // A fresh form per loaded version, so a refetch does not keep stale initial values.
        key={load.data.updatedAt}
        initialValues={valuesFromLoad(load.data)}
        submitLabel="Save Changes"
        cancelTo={`/loads/${id}`}
        failureMessage={LOAD_MESSAGES.saveFailed}
        save={update}
        onSaved={() => {
          notifySuccess(LOAD_MESSAGES.updated)
          navigate(`/loads/${id}`)
        }}
      />
    </>
  )
}

/** A load read from a rate confirmation and not checked yet: what to look at before saving it. */
function ReadingCheck({ load, flagged }: { load: Load; flagged: string[] }) {
  if (!load.review) return null
  const { issues } = load.review
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle size={18} />}
      title="Check against the rate confirmation, then save"
    >
      {issues.length > 0 && (
        <List size="sm" spacing={2} mb={flagged.length > 0 ? 'xs' : 0}>
          {issues.map((issue) => (
            <List.Item key={issue}>{issue}</List.Item>
          ))}
        </List>
      )}
      {flagged.length > 0 && <Text size="sm">Marked in yellow, hard to read: {flagged.join(', ')}.</Text>}
      {load.document && (
        <Anchor href={documentFileUrl(load.document.id)} target="_blank" rel="noopener" size="sm">
          Open the rate confirmation ({load.document.fileName})
        </Anchor>
      )}
    </Alert>
  )
}
