import { useNavigate, useParams } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useSettlement, useUpdateSettlement } from '@/web/features/settlements/api/settlements-api'
import { SettlementForm } from '@/web/features/settlements/components/settlement-form'
import { SettlementNotFound } from '@/web/features/settlements/components/settlement-not-found'
import { valuesFromSettlement } from '@/web/features/settlements/lib/form-values'
import { notifySuccess } from '@/web/lib/notify'

export function SettlementEditPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const settlement = useSettlement(id)
  const update = useUpdateSettlement(id)

  if (settlement.isPending) return <PageLoader />
  if (settlement.isError) return <SettlementNotFound error={settlement.error} />

  return (
    <>
      <BackLink to={`/settlements/${id}`} label="Back to settlement" />
      <PageTitle title="Edit Settlement" />
      <SettlementForm
        // A fresh form per loaded version, so a refetch does not keep stale initial values.
        key={settlement.data.updatedAt}
        initialValues={valuesFromSettlement(settlement.data)}
        submitLabel="Save Changes"
        cancelTo={`/settlements/${id}`}
        failureMessage="Failed to update settlement"
        save={update}
        onSaved={() => {
          notifySuccess('Settlement updated successfully')
          navigate(`/settlements/${id}`)
        }}
      />
    </>
  )
}
