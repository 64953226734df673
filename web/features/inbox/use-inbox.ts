import { useCallback, useEffect, useState } from 'react'
import type { InboxMessage } from '../../../domain/inbox.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { clearInbox } from './api/clear-inbox.ts'
import { fetchInbox } from './api/fetch-inbox.ts'
import { readMessage } from './api/read-message.ts'
import { removeMessage } from './api/remove-message.ts'

type Inbox =
  | { state: 'loading' }
  | { state: 'failed' }
  /** `more`: where loading the next page stands. */
  | { state: 'ready'; messages: InboxMessage[]; nextBefore: number | null; more: 'idle' | 'loading' | 'failed' }

const setUnread = (unread: number) => useMemberStore.getState().setUnreadMessages(unread)

/**
 * The member's messages, a page at a time: the first on opening, then on request. Every answer
 * carries the unread count, which the inbox tab's badge follows.
 */
export function useInbox() {
  const [inbox, setInbox] = useState<Inbox>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    fetchInbox().then(
      (page) => {
        if (!live) return
        setInbox({ state: 'ready', messages: page.data, nextBefore: page.nextBefore, more: 'idle' })
        setUnread(page.unread)
      },
      () => live && setInbox({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  const reload = useCallback(() => {
    setInbox({ state: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  const loadMore = () => {
    if (inbox.state !== 'ready' || inbox.nextBefore === null || inbox.more === 'loading') return
    const shown = inbox
    setInbox({ ...shown, more: 'loading' })
    fetchInbox(shown.nextBefore!).then(
      (page) => {
        setInbox((now) => (now.state === 'ready' ? { ...now, messages: [...now.messages, ...page.data], nextBefore: page.nextBefore, more: 'idle' } : now))
        setUnread(page.unread)
      },
      () => setInbox((now) => (now.state === 'ready' ? { ...now, more: 'failed' } : now)),
    )
  }

  const change = (update: (messages: InboxMessage[]) => InboxMessage[]) =>
    setInbox((now) => (now.state === 'ready' ? { ...now, messages: update(now.messages) } : now))

  /** Opening a message reads it: shown read at once, the count from the server's answer. */
  const markRead = (id: number) => {
    change((messages) => messages.map((m) => (m.id === id ? { ...m, read: true } : m)))
    readMessage(id).then(
      ({ unread }) => setUnread(unread),
      () => undefined, // offline: it stays unread on the server until opened again
    )
  }

  /** Answers whether it was removed; a failure has been shown in the error modal. */
  const remove = async (id: number) => {
    try {
      setUnread((await removeMessage(id)).unread)
      change((messages) => messages.filter((m) => m.id !== id))
      return true
    } catch {
      return false
    }
  }

  const clearAll = async () => {
    try {
      setUnread((await clearInbox()).unread)
      setInbox({ state: 'ready', messages: [], nextBefore: null, more: 'idle' })
      return true
    } catch {
      return false
    }
  }

  return { inbox, reload, loadMore, markRead, remove, clearAll }
}
