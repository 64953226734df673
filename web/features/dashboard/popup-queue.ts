/** The dashboard's pop-ups (spec 1 §2), in the order they are offered, one at a time. */
export type DashboardPopup = 'sso' | 'welcome' | 'howToCollect' | 'feedback'

export interface PopupFacts {
  /** The forced profile wizard comes first; nothing else pops up over it. */
  forceUpdated: boolean
  ssoPopup: boolean
  /** The one-time welcome was shown to this member on this device. */
  welcomed: boolean
  justLoggedIn: boolean
  /** The member ticked "do not show again" on the how-to-collect animation. */
  howToCollectHidden: boolean
  /** A delivered sample's survey is open (domain/samples.ts). */
  promptFeedback: boolean
}

export function popupsToShow(f: PopupFacts): DashboardPopup[] {
  if (!f.forceUpdated) return []
  const queue: DashboardPopup[] = []
  if (f.ssoPopup) queue.push('sso')
  if (!f.welcomed) queue.push('welcome')
  if (f.justLoggedIn && !f.howToCollectHidden) queue.push('howToCollect')
  // Spec 2 §5, DECISIONS: a sample delivered 7 days ago or more that the member has not yet said how it was.
  if (f.promptFeedback) queue.push('feedback')
  return queue
}
