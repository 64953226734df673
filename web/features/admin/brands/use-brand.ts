import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { AdminBrand } from '../../../../domain/catalogue.ts'
import { type Loaded, useLoad } from '../../../lib/use-load.ts'
import { fetchBrands } from './api/fetch-brands.ts'

/** One brand by id; an id no brand has goes back to the dashboard, as a missing one does. */
export function useBrand(id: number): { loaded: Loaded<AdminBrand>; reload: () => void } {
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchBrands)
  const brand = loaded.status === 'ready' ? loaded.data.find((b) => b.id === id) : undefined
  const unknown = loaded.status === 'ready' && !brand
  useEffect(() => {
    if (unknown) void navigate({ to: '/admin/brand/dashboard', replace: true })
  }, [unknown, navigate])
  if (loaded.status !== 'ready') return { loaded, reload }
  return { loaded: brand ? { status: 'ready', data: brand } : { status: 'loading' }, reload }
}
