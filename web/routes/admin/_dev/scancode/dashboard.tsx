import { createFileRoute } from '@tanstack/react-router'
import { CodeBatchesPage } from '../../../../features/admin/code-batches/code-batches-page.tsx'

export const Route = createFileRoute('/admin/_dev/scancode/dashboard')({ component: CodeBatchesPage })
