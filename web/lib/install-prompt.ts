import { create } from 'zustand'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

interface InstallState {
  /** The browser offered to install (Chrome, Edge, Samsung Internet): a button can ask. */
  canPrompt: boolean
  /** iOS Safari never offers; members are shown how to add the app to the Home Screen. */
  needsIosSteps: boolean
  install(): Promise<void>
}

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
const isInstalled = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true

let deferred: BeforeInstallPromptEvent | undefined

export const useInstallStore = create<InstallState>()((set) => ({
  canPrompt: false,
  needsIosSteps: isIos() && !isInstalled(),
  install: async () => {
    if (!deferred) return
    await deferred.prompt()
    await deferred.userChoice
    deferred = undefined
    set({ canPrompt: false })
  },
}))

/** Keeps the browser's install offer for the install button instead of its own mini-bar. */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    useInstallStore.setState({ canPrompt: true })
  })
  window.addEventListener('appinstalled', () => useInstallStore.setState({ canPrompt: false, needsIosSteps: false }))
}
