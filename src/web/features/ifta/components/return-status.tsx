import { Alert, Button } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconEdit, IconLock } from '@tabler/icons-react'
import { useState } from 'react'
import type { IftaReturn } from '@/contracts/ifta'
import { useAmendReturn } from '@/web/features/ifta/api/ifta-api'
import { IFTA_NOTICES, isOverdue } from '@/web/features/ifta/lib/ifta-labels'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'
import { FileReturnModal } from './file-return-modal'

/** "Mark as filed" for an open return (or an amendment), "Amend return" for a filed one. */
export function ReturnActions({ ifta }: { ifta: IftaReturn }) {
  const [filing, setFiling] = useState(false)
  const amend = useAmendReturn(ifta.quarter)
  if (ifta.status === 'filed') {
    const onAmend = async () => {
      const confirmed = await confirmAction({
        title: 'Amend the return?',
        message:
          'The quarter’s trips and fuel purchases unlock so you can correct them; mark the return filed again once the amended return is sent. The return filed now stays in its history.',
        confirmLabel: 'Amend return',
      })
      if (!confirmed) return
      try {
        await amend.mutateAsync()
        notifySuccess(IFTA_NOTICES.amending)
      } catch (error) {
        notifyError(errorText(error, 'Failed to open an amendment'))
      }
    }
    return (
      <Button
        variant="default"
        leftSection={<IconEdit size={16} aria-hidden />}
        loading={amend.isPending}
        onClick={() => void onAmend()}
      >
        Amend return
      </Button>
    )
  }
  return (
    <>
      <Button leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={() => setFiling(true)}>
        Mark as filed
      </Button>
      <FileReturnModal ifta={ifta} opened={filing} onClose={() => setFiling(false)} />
    </>
  )
}

/** Where the return stands, in a sentence: filed (and its records locked), being amended, or late. */
export function ReturnStatusBanner({ ifta }: { ifta: IftaReturn }) {
  const today = useToday()
  if (ifta.status === 'filed')
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconLock size={18} />}
        title={`Filed on ${ifta.filedOn ? formatDate(ifta.filedOn) : '—'}`}
      >
        {ifta.amountPaidCents !== null && `Paid ${formatMoney(ifta.amountPaidCents)}. `}
        The figures below are the ones filed; the quarter’s trips and fuel purchases are locked until you
        amend the return.
      </Alert>
    )
  if (ifta.status === 'amending')
    return (
      <Alert color="orange" variant="light" icon={<IconEdit size={18} />} title="Amending">
        The quarter’s records are open again: correct them, then mark the amended return as filed.
      </Alert>
    )
  if (isOverdue(ifta, today))
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Overdue">
        This return was due on {formatDate(ifta.dueDate)}. File it as soon as you can: the late penalty below
        is added, with interest.
      </Alert>
    )
  return null
}
