/** What a page sends once it is idle, naming the OCR files its device's engine uses (web/lib/cache-ocr-when-idle.ts). */
export interface CacheOcrMessage {
  type: 'CACHE_OCR'
  urls: string[]
}
