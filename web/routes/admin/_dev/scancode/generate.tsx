import { createFileRoute } from '@tanstack/react-router'
import { GenerateBatchPage } from '../../../../features/admin/code-batches/generate-batch-page.tsx'

export const Route = createFileRoute('/admin/_dev/scancode/generate')({ component: GenerateBatchPage })
