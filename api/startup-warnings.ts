import type { Config } from './config.ts'

/** What an operator must hear at start, or a deployment quietly sends nothing or sends links anyone can bend. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = []
  // Without transports, OTPs and links are only written locally.
  const unsent = [!config.smtpUrl && 'emails (SMTP_URL)', !config.smsWebhookUrl && 'texts (SMS_WEBHOOK_URL)'].filter(Boolean)
  if (unsent.length) warnings.push(`Not sending ${unsent.join(' or ')}: they are written to ${config.dataDir}/outbox.jsonl instead.`)
  if (!config.publicUrl) {
    warnings.push('PUBLIC_URL is not set: emailed links take their address from the Host of each request, which anyone can change. Set PUBLIC_URL to the address members use.')
  }
  return warnings
}
