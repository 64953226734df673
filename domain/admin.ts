import { z } from 'zod'
import { isStrongPassword } from './identity-rules.ts'

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

/** Admin passwords: the members' strong-password rule, and at least 12 characters (issue 22). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12
export const isStrongAdminPassword = (password: string) => [...password].length >= ADMIN_PASSWORD_MIN_LENGTH && isStrongPassword(password)
const AdminPasswordSchema = z.string().max(128).refine(isStrongAdminPassword, 'adminPasswordWeak')

export const AdminUsernameSchema = z.string().trim().regex(/^[A-Za-z0-9._-]{3,40}$/, 'adminUsernameInvalid')

/** A back-office account as the admin users page lists it: never its password hash. */
export const AdminAccountSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(ADMIN_ROLES),
    /** The account from the environment: it can never be disabled or demoted. */
    bootstrap: z.boolean(),
    disabledAt: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
  })
  .meta({ id: 'AdminAccount' })
export type AdminAccount = z.infer<typeof AdminAccountSchema>

export const AdminCreateSchema = z.strictObject({ username: AdminUsernameSchema, role: z.enum(ADMIN_ROLES), password: AdminPasswordSchema })
export const AdminPasswordResetSchema = z.strictObject({ id: z.number().int().positive(), password: AdminPasswordSchema })
export const AdminRoleChangeSchema = z.strictObject({ id: z.number().int().positive(), role: z.enum(ADMIN_ROLES) })
export const AdminIdSchema = z.strictObject({ id: z.number().int().positive() })
