import { useState } from 'react'
import { useNavigate } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageTitle } from '@/web/components/ui/page-title'
import { useCreateSettlement } from '@/web/features/settlements/api/settlements-api'
import { SettlementForm } from '@/web/features/settlements/components/settlement-form'
import { emptyValues } from '@/web/features/settlements/lib/form-values'
import { notifySuccess } from '@/web/lib/notify'
import { useSession } from '@/web/lib/session'
import { useToday } from '@/web/lib/today'

export function SettlementNewPage() {
  const navigate = useNavigate()
  const create = useCreateSettlement()
  const today = useToday()
  // A company driver's pay is W-2 wages; anyone else's a contractor's (the form lets them change it).
  const role = useSession().data?.role
  const [initialValues] = useState(() =>
    emptyValues(today, role === 'company_driver' ? 'employee' : 'contractor'),
  )

  return (
    <>
      <BackLink />
      <PageTitle title="Add Settlement" />
      <SettlementForm
        initialValues={initialValues}
        submitLabel="Save Settlement"
        cancelTo="/settlements"
        failureMessage="Failed to add settlement"
        save={create}
        onSaved={(settlement) => {
          notifySuccess('Settlement added successfully')
          navigate(`/settlements/${settlement.id}`)
        }}
      />
    </>
  )
}
