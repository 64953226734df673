import { type InstallOffer, useInstallStore } from './install-store.ts'

/** Keeps the browser's install offer for the install button instead of its own mini-bar. */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    useInstallStore.setState({ offer: event as InstallOffer })
  })
  window.addEventListener('appinstalled', () => useInstallStore.setState({ offer: undefined, needsIosSteps: false }))
}
