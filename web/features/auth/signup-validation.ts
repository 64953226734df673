import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { type Signup, type SignupInput, SignupSchema } from '../../../domain/identity.ts'

/** Fields the member left out or hid are sent as nothing, not as half-filled values. */
function prepare(v: SignupInput): SignupInput {
  return {
    ...v,
    edb: v.pregnancyStage === 'pregnant' ? v.edb || null : null,
    children: (v.children ?? []).filter((c) => c.childDob),
    address: v.redeemSample ? v.address : null,
    sampleId: v.redeemSample ? v.sampleId : null,
    referCode: v.referCode?.trim() ? v.referCode : null,
  }
}

const schemaResolver = zodResolver(SignupSchema)

/** Checks the signup form against the API's own schema (loaded with the first check, not the page). */
export const validateSignup: Resolver<SignupInput, unknown, Signup> = (values, context, options) => schemaResolver(prepare(values), context, options)
