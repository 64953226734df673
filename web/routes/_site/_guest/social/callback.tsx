import { createFileRoute } from '@tanstack/react-router'
import { SocialCallbackPage } from '../../../../features/auth/social-callback-page.tsx'

/** Where the OpenID provider sends the browser back (`OIDC_*`; README): the page hands its query to the API. */
export const Route = createFileRoute('/_site/_guest/social/callback')({ component: SocialCallbackPage })
