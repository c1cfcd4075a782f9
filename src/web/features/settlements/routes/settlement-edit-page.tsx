import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { updateSettlement, useSettlement } from '@/web/features/settlements/api/settlements-api'
import { SettlementForm } from '@/web/features/settlements/components/settlement-form'
import { SettlementNotFound } from '@/web/features/settlements/components/settlement-not-found'
import { valuesFromSettlement } from '@/web/features/settlements/lib/form-values'
import { notifySuccess } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'

export function SettlementEditPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const settlement = useSettlement(id)

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
        onSubmit={async (input) => {
          const updated = await updateSettlement(id, input)
          queryClient.setQueryData(keys.settlements.detail(id), updated)
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: keys.settlements.lists }),
            queryClient.invalidateQueries({ queryKey: keys.dashboard.all }),
          ])
          notifySuccess('Settlement updated successfully')
          navigate(`/settlements/${id}`)
        }}
      />
    </>
  )
}
