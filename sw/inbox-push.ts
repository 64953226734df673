import { INBOX_CHANNEL } from './inbox-channel.ts'

declare const self: ServiceWorkerGlobalScope

/** What the API pushes for an inbox message (api/services/push-notifications.ts), already in the member's language. */
interface InboxPush {
  title: string
  body: string
  /** The inbox, under the club's base path. */
  url: string
  /** One notification per message: a repeated push replaces it. */
  tag: string
}

/**
 * Web Push: a pushed inbox message shows as a notification, and open pages hear of it (their
 * inbox badge updates); pressing the notification opens the inbox, in a window already open if
 * there is one.
 */
export function registerInboxPush() {
  self.addEventListener('push', (event) => {
    const push = event.data?.json() as InboxPush | undefined
    if (!push) return
    new BroadcastChannel(INBOX_CHANNEL).postMessage('pushed')
    event.waitUntil(self.registration.showNotification(push.title, { body: push.body, tag: push.tag, data: { url: push.url } }))
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? 'inbox', self.registration.scope).href
    event.waitUntil(
      (async () => {
        const [open] = await self.clients.matchAll({ type: 'window' })
        if (!open) return void (await self.clients.openWindow(url))
        await open.focus()
        await open.navigate(url)
      })(),
    )
  })
}
