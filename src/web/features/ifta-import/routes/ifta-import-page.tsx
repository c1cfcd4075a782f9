import { Alert, Button, FileInput, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ImportKind } from '@/domain/ifta/import/import-fields'
import { BackLink } from '@/web/components/ui/back-link'
import { FormError } from '@/web/components/ui/form-error'
import { PageTitle } from '@/web/components/ui/page-title'
import { errorText } from '@/web/lib/api'
import { useStartIftaImport } from '../api/ifta-import-api'

const KIND_HELP: Record<ImportKind, string> = {
  eld_miles:
    'The IFTA or jurisdiction mileage report of your ELD (Motive, Samsara, Geotab, Omnitracs, EROAD…): miles by vehicle, day and state. Each truck’s day becomes a trip sheet.',
  fuel_card:
    'The transaction export of your fuel card (EFS, Comdata, WEX, TCS, Pilot, Love’s…): one line per product bought. Fuel becomes fuel purchases and their expenses; DEF and other products are left out.',
}

/** /ifta/import: what the file is and which file; the next screen maps its columns. */
export function IftaImportPage() {
  const navigate = useNavigate()
  const start = useStartIftaImport()
  const [kind, setKind] = useState<ImportKind>('eld_miles')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)

  const read = async () => {
    if (!file) {
      setError('Choose the file to import')
      return
    }
    setError(null)
    try {
      const made = await start.mutateAsync({ file, kind })
      navigate(`/ifta/import/${made.id}`)
    } catch (caught) {
      setError(errorText(caught, 'Failed to read the file. Please try again.'))
    }
  }

  return (
    <>
      <BackLink to="/ifta" label="Back to IFTA" />
      <PageTitle title="Import IFTA Records" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={720}>
        <Stack gap="md">
          <FormError message={error} />
          <div>
            <Text fw={500} size="sm" mb={4} id="ifta-import-kind">
              What is the file?
            </Text>
            <SegmentedControl
              aria-labelledby="ifta-import-kind"
              value={kind}
              onChange={(value) => setKind(value as ImportKind)}
              data={[
                { value: 'eld_miles', label: 'ELD miles by state' },
                { value: 'fuel_card', label: 'Fuel card transactions' },
              ]}
            />
            <Text size="sm" c="dimmed" mt="xs">
              {KIND_HELP[kind]}
            </Text>
          </div>
          <FileInput
            label="File"
            description="CSV or Excel (.xlsx), up to 20,000 rows"
            placeholder="Choose a file"
            accept=".csv,.txt,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={setFile}
            clearable
          />
          <Alert color="gray" variant="light">
            Nothing is saved until you check the columns on the next screen and import.
          </Alert>
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={16} />}
              loading={start.isPending}
              onClick={() => void read()}
            >
              Read the file
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  )
}
