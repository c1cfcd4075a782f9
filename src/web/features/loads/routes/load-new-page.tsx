import { useState } from 'react'
import { useNavigate } from 'react-router'
import { LOAD_MESSAGES } from '@/contracts/loads'
import { BackLink } from '@/web/components/ui/back-link'
import { PageTitle } from '@/web/components/ui/page-title'
import { useCreateLoad } from '@/web/features/loads/api/loads-api'
import { LoadForm } from '@/web/features/loads/components/load-form'
import { emptyValues } from '@/web/features/loads/lib/load-form-values'
import { notifySuccess } from '@/web/lib/notify'

export function LoadNewPage() {
  const navigate = useNavigate()
  const create = useCreateLoad()
  const [initialValues] = useState(emptyValues)
  return (
    <>
      <BackLink to="/loads" label="Back to Loads" />
      <PageTitle title="New Load" />
      <LoadForm
        initialValues={initialValues}
        submitLabel="Save Load"
        cancelTo="/loads"
        failureMessage={LOAD_MESSAGES.saveFailed}
        save={create}
        onSaved={(load) => {
          notifySuccess(LOAD_MESSAGES.added)
          navigate(`/loads/${load.id}`)
        }}
      />
    </>
  )
}
