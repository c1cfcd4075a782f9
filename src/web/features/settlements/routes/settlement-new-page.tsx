import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageTitle } from '@/web/components/ui/page-title'
import { createSettlement } from '@/web/features/settlements/api/settlements-api'
import { SettlementForm } from '@/web/features/settlements/components/settlement-form'
import { emptyValues } from '@/web/features/settlements/lib/form-values'
import { notifySuccess } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'
import { useToday } from '@/web/lib/today'

export function SettlementNewPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const today = useToday()
  const [initialValues] = useState(() => emptyValues(today))

  return (
    <>
      <BackLink />
      <PageTitle title="Add Settlement" />
      <SettlementForm
        initialValues={initialValues}
        submitLabel="Save Settlement"
        cancelTo="/settlements"
        failureMessage="Failed to add settlement"
        onSubmit={async (input) => {
          const settlement = await createSettlement(input)
          queryClient.setQueryData(keys.settlements.detail(settlement.id), settlement)
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: keys.settlements.lists }),
            queryClient.invalidateQueries({ queryKey: keys.dashboard.all }),
          ])
          notifySuccess('Settlement added successfully')
          navigate(`/settlements/${settlement.id}`)
        }}
      />
    </>
  )
}
