import { useEffect } from 'react'
import { fetchUnread } from '../../domain/contract/inbox.ts'
import { INBOX_CHANNEL } from '../../sw/inbox-channel.ts'
import { callApi } from './call-api.ts'
import { useMemberStore } from './member-store.ts'
import { useSessionStore } from './session-store.ts'

/** Asks the API how many inbox messages are unread; offline, the badge keeps the last count. */
export async function refreshUnreadMessages(): Promise<void> {
  const { token, type } = useSessionStore.getState()
  if (!token || type !== 'user') return
  try {
    const { unread } = await callApi(fetchUnread, {}, { showError: false })
    useMemberStore.getState().setUnreadMessages(unread)
  } catch {
    // Offline or signed out meanwhile: nothing to show differently.
  }
}

/**
 * Keeps the inbox badge current while the app is open: the member view brings the count at start,
 * and it is asked again when the app returns to the foreground or a message is pushed.
 */
export function useUnreadMessagesRefresh(): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUnreadMessages()
    }
    document.addEventListener('visibilitychange', onVisible)
    const channel = new BroadcastChannel(INBOX_CHANNEL)
    channel.onmessage = () => void refreshUnreadMessages()
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      channel.close()
    }
  }, [])
}
