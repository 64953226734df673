/** The back office's promoter screens (spec 3 §2.9). */
export const PROMOTER_SCREENS = {
  dashboard: '/admin/promoter/dashboard',
  add: '/admin/promoter/add',
  edit: '/admin/promoter/edit',
} as const
