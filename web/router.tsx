import { createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen.ts'

export const router = createRouter({
  routeTree,
  basepath: import.meta.env.BASE_URL,
  // Guards may answer notFound from any layout; the page for it is the root's.
  notFoundMode: 'root',
  defaultPreload: 'intent',
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
