// The parts of oidc-provider (a devDependency without types) the local provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface Interaction {
    uid: string
    params: { client_id: string; scope?: string }
  }
  interface GrantInstance {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    Grant: new (properties: { accountId: string; clientId: string }) => GrantInstance
  }
}
