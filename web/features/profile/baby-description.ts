import type { MemberBrand } from '../../../domain/catalogue.ts'

/** "Lembut Premium · pants · M": a baby's diapers in words, or undefined until they are chosen. */
export function diaperOf(baby: { brandId: number | null; formatId: number | null; sizeId: number | null }, brands: MemberBrand[]): string | undefined {
  const brand = brands.find((b) => b.id === baby.brandId)
  const format = brand?.formats.find((f) => f.id === baby.formatId)
  const size = brand?.sizes.find((s) => s.id === baby.sizeId)
  return brand && format && size ? `${brand.name} · ${format.name} · ${size.name.toUpperCase()}` : undefined
}
