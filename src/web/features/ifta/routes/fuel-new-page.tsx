import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useCreateFuelPurchase, useFuelExpensesToLink } from '@/web/features/ifta/api/fuel-api'
import { FuelForm } from '@/web/features/ifta/components/fuel-form'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import {
  emptyFuelValues,
  type FuelFormValues,
  valuesFromExpense,
} from '@/web/features/ifta/lib/fuel-form-values'
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

/** /ifta/fuel/new, or ?expenseId= to make a fuel expense of the books (a settlement's fuel line) a purchase. */
function NewPurchase() {
  const [params] = useSearchParams()
  const expenseId = params.get('expenseId')
  const today = useToday()
  return expenseId ? (
    <NewPurchaseFromExpense expenseId={expenseId} />
  ) : (
    <PurchaseFormPage initialValues={emptyFuelValues(today)} />
  )
}

function NewPurchaseFromExpense({ expenseId }: { expenseId: string }) {
  const expenses = useFuelExpensesToLink(null)
  const today = useToday()
  if (expenses.isPending) return <PageLoader />
  const expense = expenses.data?.items.find((e) => e.ledgerEntryId === expenseId)
  // Gone (made a purchase meanwhile): an empty form rather than none.
  return <PurchaseFormPage initialValues={expense ? valuesFromExpense(expense) : emptyFuelValues(today)} />
}

function PurchaseFormPage(props: { initialValues: FuelFormValues }) {
  const navigate = useNavigate()
  const create = useCreateFuelPurchase()
  const [initialValues] = useState(props.initialValues)
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
