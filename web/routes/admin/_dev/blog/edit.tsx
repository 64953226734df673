import { createFileRoute } from '@tanstack/react-router'
import { SCREENS } from '../../../../features/admin/charity/charity-screens.ts'
import { idSearch, requireIdOr } from '../../../../features/admin/ui/id-search.ts'
import { BlogEditPage } from '../../../../features/admin/charity/blog-pages.tsx'

export const Route = createFileRoute('/admin/_dev/blog/edit')({ validateSearch: idSearch, beforeLoad: requireIdOr(SCREENS.blogs.dashboard), component: Edit })

function Edit() {
  return <BlogEditPage id={Route.useSearch().id!} />
}
