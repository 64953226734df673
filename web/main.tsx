import '@fontsource-variable/nunito'
import './styles/app.css'
import './styles/forms.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HTML_LANG, isLanguage } from '../domain/languages.ts'
import { startI18n } from './lib/i18n.ts'
import { storedLanguage } from './lib/language.ts'
import { router } from './router.tsx'

// Start in the URL's language when it has one, so the first paint is already in it.
const first = window.location.pathname.slice(import.meta.env.BASE_URL.length).split('/')[0]
const language = isLanguage(first) ? first : storedLanguage()
document.documentElement.lang = HTML_LANG[language]
await startI18n(language)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
