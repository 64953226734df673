import { createFileRoute } from '@tanstack/react-router'
import { SampleAddPage } from '../../../../features/admin/samples/sample-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/sample/add')({ component: SampleAddPage })
