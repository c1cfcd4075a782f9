import { Navigate, useNavigate, useParams } from 'react-router'
import { LOAD_MESSAGES } from '@/contracts/loads'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useLoad, useUpdateLoad } from '@/web/features/loads/api/loads-api'
import { LoadForm } from '@/web/features/loads/components/load-form'
import { LoadNotFound } from '@/web/features/loads/components/load-not-found'
import { valuesFromLoad } from '@/web/features/loads/lib/load-form-values'
import { loadTitle } from '@/web/features/loads/lib/load-labels'
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

  return (
    <>
      <BackLink to={`/loads/${id}`} label="Back to load" />
      <PageTitle title={`Edit ${loadTitle(load.data)}`} />
      <LoadForm
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
