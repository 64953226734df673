import { create } from 'zustand'

/** Chrome, Edge and Samsung Internet's offer to install, kept for the install button. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

interface InstallState {
  /** The browser's offer, while it stands: a button can ask. */
  offer: InstallOffer | undefined
  /** iOS Safari never offers; members are shown how to add the app to the Home Screen. */
  needsIosSteps: boolean
  install(): Promise<void>
}

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
const isInstalled = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true

/** Whether and how the app can be installed (fed by install-prompt.ts). */
export const useInstallStore = create<InstallState>()((set, get) => ({
  offer: undefined,
  needsIosSteps: isIos() && !isInstalled(),
  install: async () => {
    const { offer } = get()
    if (!offer) return
    await offer.prompt()
    await offer.userChoice
    set({ offer: undefined })
  },
}))
