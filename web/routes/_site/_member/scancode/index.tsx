import { createFileRoute } from '@tanstack/react-router'
import { ScanPage } from '../../../../features/scan/scan-page.tsx'

export const Route = createFileRoute('/_site/_member/scancode/')({ component: ScanPage })
