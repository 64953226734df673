import { createFileRoute } from '@tanstack/react-router'
import { WishingTreePage } from '../../../features/charity/wishing-tree-page.tsx'

/** Public (spec 2 §2): visitors may look; donating asks them to sign in. */
export const Route = createFileRoute('/_site/wishingtree/')({ component: WishingTreePage })
