import { useState } from 'react'
import { useNavigate } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageTitle } from '@/web/components/ui/page-title'
import { useCreateFuelPurchase } from '@/web/features/ifta/api/fuel-api'
import { FuelForm } from '@/web/features/ifta/components/fuel-form'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { emptyFuelValues } from '@/web/features/ifta/lib/fuel-form-values'
import { IFTA_NOTICES } from '@/web/features/ifta/lib/ifta-labels'
import { notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

export function FuelNewPage() {
  return (
    <IftaAccess>
      <NewPurchase />
    </IftaAccess>
  )
}

function NewPurchase() {
  const navigate = useNavigate()
  const create = useCreateFuelPurchase()
  const today = useToday()
  const [initialValues] = useState(() => emptyFuelValues(today))
  return (
    <>
      <BackLink to="/ifta/fuel" label="Back to Fuel" />
      <PageTitle title="New Fuel Purchase" />
      <FuelForm
        initialValues={initialValues}
        submitLabel="Save Purchase"
        cancelTo="/ifta/fuel"
        failureMessage={IFTA_NOTICES.purchaseSaveFailed}
        save={create}
        onSaved={() => {
          notifySuccess(IFTA_NOTICES.purchaseAdded)
          navigate('/ifta/fuel')
        }}
      />
    </>
  )
}
