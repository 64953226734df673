import { z } from 'zod'

/** Back-office roles: dev runs the club, superadmin keeps to the account pages (spec 3 §2). */
export const ADMIN_ROLES = ['dev', 'superadmin'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]

export function isAdminRole(value: unknown): value is AdminRole {
  return (ADMIN_ROLES as readonly unknown[]).includes(value)
}

export const AdminLoginSchema = z.strictObject({
  username: z.string().trim().min(1, 'fillAllFields').max(100),
  password: z.string().min(1, 'fillAllFields').max(128),
})

/** A dev admin lifts the sign-in locks on an admin account, from every address. */
export const AdminUnlockSchema = z.strictObject({ username: z.string().trim().min(1, 'fillAllFields').max(100) })

/** A back-office session: its type is the admin's role. */
export const AdminSessionSchema = z.object({ token: z.string(), type: z.enum(ADMIN_ROLES), username: z.string() })
