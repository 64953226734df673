/** This browser's Web Push subscription for the club, if it has one (the inbox page makes it). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/**
 * Signing out ends this browser's subscription: the server already stops pushing to a signed-out
 * session, and whoever signs in next on this phone opts in for themselves.
 */
export async function dropPushSubscription(): Promise<void> {
  await (await currentPushSubscription())?.unsubscribe()
}
