/** The back office's sample-survey screens (spec 3 §2.9). */
export const SURVEY_SCREENS = {
  dashboard: '/admin/sample/survey/dashboard',
  add: '/admin/sample/survey/add',
} as const
