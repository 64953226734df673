import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentPushSubscription } from '../../lib/push-subscription.ts'
import { fetchPushKey } from './api/fetch-push-key.ts'
import { subscribePush } from './api/subscribe-push.ts'
import { unsubscribePush } from './api/unsubscribe-push.ts'

type PushState = 'unavailable' | 'off' | 'on' | 'blocked' | 'failed'

/** The VAPID key as the bytes `pushManager.subscribe` takes (base64url may come without padding). */
const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/**
 * Web Push opt-in for this phone. Shown only where the browser can take notifications and the club
 * sends them (it has VAPID keys); permission is asked only when the member presses the button.
 */
export function PushOptIn() {
  const { t } = useTranslation()
  const headingId = useId()
  const [state, setState] = useState<PushState>('unavailable')
  const [key, setKey] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!pushSupported()) return
    let live = true
    void (async () => {
      const { publicKey } = await fetchPushKey().catch(() => ({ publicKey: null }))
      if (!publicKey) return
      // Waits for the service worker, which shows the notifications (never there in development).
      await navigator.serviceWorker.ready
      if (!live) return
      setKey(publicKey)
      if (Notification.permission === 'denied') return setState('blocked')
      const subscription = await currentPushSubscription()
      // Handed over again: this session may be newer than the one that subscribed.
      if (subscription) await subscribePush(subscription).catch(() => undefined)
      if (live) setState(subscription ? 'on' : 'off')
    })()
    return () => {
      live = false
    }
  }, [])

  if (state === 'unavailable' || !key) return null

  const turnOn = async () => {
    setBusy(true)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off')
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) })
      await subscribePush(subscription)
      setState('on')
    } catch {
      setState('failed')
    } finally {
      setBusy(false)
    }
  }

  const turnOff = async () => {
    setBusy(true)
    try {
      const subscription = await currentPushSubscription()
      if (subscription) {
        await unsubscribePush(subscription).catch(() => undefined)
        await subscription.unsubscribe()
      }
      setState('off')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="inbox-push" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('inbox.push.title')}</h2>
      {state === 'on' ? (
        <>
          <p>{t('inbox.push.on')}</p>
          <button type="button" className="button secondary" onClick={() => void turnOff()} disabled={busy}>
            {t('inbox.push.turnOff')}
          </button>
        </>
      ) : state === 'blocked' ? (
        <p>{t('inbox.push.blocked')}</p>
      ) : (
        <>
          <p>{t('inbox.push.offer')}</p>
          {state === 'failed' && <p role="alert">{t('inbox.push.failed')}</p>}
          <button type="button" className="button secondary" onClick={() => void turnOn()} disabled={busy}>
            {t('inbox.push.turnOn')}
          </button>
        </>
      )}
    </section>
  )
}
