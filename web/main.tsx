import './styles/app.css'
import './styles/forms.css'
import './styles/scan.css'
import './styles/admin.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { HTML_LANG, isLanguage } from '../domain/languages.ts'
import { startI18n } from './lib/i18n.ts'
import { listenForInstallPrompt } from './lib/install-prompt.ts'
import { storedLanguage } from './lib/language.ts'
import { router } from './router.tsx'

// Start in the URL's language when it has one, so the first paint is already in it.
const first = window.location.pathname.slice(import.meta.env.BASE_URL.length).split('/')[0]
const language = isLanguage(first) ? first : storedLanguage()
document.documentElement.lang = HTML_LANG[language]
await startI18n(language)

listenForInstallPrompt()
// As a transition, the first render yields to the browser between components instead of holding
// the main thread until the whole page is built.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
)

// What the first paint does not need loads after it.
void import('./lib/outbox-bridge.ts').then(({ startOutbox }) => startOutbox())
void import('./lib/service-worker.ts').then(({ registerServiceWorker }) =>
  // After an update takes over, the next page the member opens is loaded fresh from the new version.
  registerServiceWorker(() => router.subscribe('onResolved', () => window.location.reload())),
)
void import('./features/scan/cache-ocr-when-idle.ts').then(({ cacheOcrWhenIdle }) => cacheOcrWhenIdle())
