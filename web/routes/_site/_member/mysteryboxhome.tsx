import { createFileRoute } from '@tanstack/react-router'
import { MysteryBoxHomePage } from '../../../features/shop/mystery-box/mystery-box-home-page.tsx'

export const Route = createFileRoute('/_site/_member/mysteryboxhome')({ component: MysteryBoxHomePage })
