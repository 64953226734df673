/** The Share a Little Comfort screens of the back office (spec 3 §2.9). */
export const SCREENS = {
  wishers: { dashboard: '/admin/wishingtree/dashboard', add: '/admin/wishingtree/add', edit: '/admin/wishingtree/edit' },
  journey: { dashboard: '/admin/journey/dashboard', edit: '/admin/journey/edit' },
  blogs: { dashboard: '/admin/blog/dashboard', add: '/admin/blog/add', edit: '/admin/blog/edit' },
  donate: { dashboard: '/admin/donate/dashboard', add: '/admin/donate/add', edit: '/admin/donate/edit' },
} as const
