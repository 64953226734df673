import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, checkSymbol, extractCodeCandidates, isValidUniqueCode, newUniqueCode, normaliseCode } from './unique-code.ts'

// Every code of shared/ocr/dev-crops/labels.csv, made by the reference implementation (packcodes.py).
const labels = `
3C5RATQSCY T86GV4S5KD D23QVB7PD7 1E7ZCQ64NS 4DGK47765A 4WFCW984NH D6QYYAAC9T KWBSJAE1HZ W40W6Y5B24
J6YJSRGC1C 4N5DW1ZMTA J8PJJ3BGWD YT2VTYTZJY EG0WBYN6BX 5GP1Z3BWWB 4Z86TM1ZA5 BBYNYKH577 WWKDW24P5M
JEK8C4FDKG 3PZNM096M6 EW8XTVEYVT PEVPFD00BQ HJ16H708DQ E7WMXQNQ5J 3B2675WGED YJ18BNM760 5W38QXZTXC
34CHKYEJHQ R14XFQV3JN Z2NKZC95E3 QDD6EG7NCX WN7J5EBQ37 RGH6534EXR NW96HF0229 QMMKEZ86Q1 KWP8S1E6HF
JH89CKV906 38NM57ASHJ SP0KH5304E MY43K8PY4C DAMZGX40M5 CFQHPRJVDT 08S6WAYP9Q FF4PVC5XBN 734GX95E0V
ZPJ5BBV041 RNPMWBTKHA CB07G5Z916 NQ149BXWE8 R9DJKKT83X CVWBEFX09H PP4PZDXZNE 581AMA6NRX F87G7DKRAE
204572AR75 S8DHGKTS6C YZXG9R5EME 0FNYSWNE5P 5A9G1R9ZHW JGD7HHCN8S B7XMJYAJ6Z 2KQ5KHA1G7 ZQRDN0006N
BZWE63KJPF 4RXTZF25FP TH3MPAMR08 KQTRT2N158 3DPG3JG095 9XJWZ0RG64 2WRP72MSZ8 7CPM52FC8Z VN03ATAFAC
RD23ZP2VPT ZTXFEPD651 8FFCX92MJP S86CPGAM6W C6XZRHZQ48 ZJGCH4J05C Q2ABVPAMFX 5QXK3WR5ZT P8SCKCH1DV
FKZJR265S7 CXMPA2MTXR YPE7NEB81H SVNTJX6VVD 0FK8XYBQRB M1SCWCTNRQ ZD5Z4B0PCA M0HTRCYC1J 8KW786M5V2
B9H8PWR34H GNVRMX8M49 BXEHG3S8VA E6QRGHZ4CA XSF9EPYRAA JAZMAVD4EN YBY9QPQPEC Y29ST4963Z DY0CV0JQDF
CHZPFW9HE9 0R70F0SSJB YRN525AZGY 5NWN09X85X FEZQ0SWDSC 9G0JMCDV4T WMPXY5R3ZM V20KPQ011D VR23ZACZ42
M8512EYBAP JJ56ZX7261 Y99WNTWK2Q KKS767HB19 2V9DVY7M0B VPNJGP8AMW EM57ZDK8VD 3A8MKFDRH1 4NETJDV2SF
1H0GM4QHFJ 29K65P7JJ1 HXFTKT5F1C 2G7GQPJ41Y 8DG1D992CJ SYCMJ4KZWV N0J261XVQW 3DJSWAC1MA 1GA2ZYVJ90
JDBCVM17DY KK72JTVC2G 7BVBPN5S6M KATAK8KW8E QGYNA5Q9RD 6VHPAZ9768 RY2MP7YGGQ TG24DJ23AC CN8NA33362
5Y4SW4HBVN J4JFM6MBV9 RDNRJ4Z673 6V2R4J78J8 FRXKDXAV1M DFVJ08KFTV 9780B153S0 GD4CZ6HHVE 6VH3B2WJVS
HP8ZE5WVWA 74FT193N3A HBGCMPMD48 3YY0AYV8GD YFRH9VP1CZ 0S9F79XRC4 7SZ8P1FH1K 868FGA5GCE YPMBYBCCWM
CK2G52RYF8 DR3S71NFJ1 VSA7331QYP 19TAEGG2TJ 60JRCPH2X9 C4D4ET0EX7 ZF2F4QBMWX P3D07KRD87 X1SSDQ6CDN
KKMMN22HRP JFFR6PCHTP ANKAQ7D7BS FG5H20YEH5 NVRP77PZ1G WX5T4J17AF PSQJVA7GS7 6HTVMEQP1N T08Z9VAPE9
H38H08E0ES NAZ0E8HJ75 6R4PQ6A8J8 9S8YQFKAKH 0WBCS2CRE1 NFXDSBBKDX TN6RR0NHTG XBKZMV8FN6 0970E002RT
KYE0CJS2RF SVJZGD9N97 K3N8J7WV4V G6XR7KF81X 1QJHJ5QQF3 6R4NC4MKQR YS9DTN0X6R SP2Y3EY2CA 0S0G39FGKK
EEQ8AWWM4T RSQJV1BM1H X5646Y67TY 2E3R4SHZBQ 3CXS7TCXB7 8QAHZ2QB0S NXQYY9S69T 952TKXX84W D83Y52CZHM
EZSVWW74N5 M89SYWCDSK PRQPJWZQE3 XTK4K74MXV NVTXSANGCR 63038G2WSV 1NRDKJTGEH FXMJMJ4T1B CQ4QKN27TP
KF15QN0GAV JCSEX8AE9Q 8MD0GR027S QD8AGVASTC 7NJF9WDZ7M YXRN6375B8 9KT97RJZHG S2M4Z071JB 4YTR4X2S19
B8FDM6DTYQ 7VBDTNYTXR BSZHRQ8HV1 B20HT1WS9X CRMG3XBNED FVET667BZ7 875YV2YM2K H41EE4CZR1 MKQKEM6ES5
9BBCDP79EY 7Z6SZ27WD9 5F5X2P9919 498K8QVE8G FXY78BKTCD GTN1KJM8N4 T30F31SEJC ZH1MRHAHP6 6ZDG4B38CJ
WJJW8AQF8C MESG6VF0TC 7N51X6VVMP K8PNBP57TX 90SY83AZ4F 0MKPQ1AAD7 NQAEPHZ0PJ D8S015GPVP 4HWDFYA255
K610YQX5MM 133A2GHJMS KQG715B6A3 GW9AJP395K TPEQKSWSAW QD6YJB7MAM XT0D1KZ5QP 24BZVSY90D NP4B4V440X
H3EDPPEDMW 38179W62K6 JYWCKDKHSS B9QQHPTRR4 PP7YEJZHVW YQJNMCWQJ8 XPEBYK8X19 WCQ3534Q2S J2350AP4GJ
KEYVD47JQ6 DPATEHX8N7 CKWVEZYRR0 C6WKD8GXVZ SSZ1P9FCJF 1324XBF8F9 QT27FVFYB1 AFN5EB35W2 Y2MYZXXRWJ
`
  .trim()
  .split(/\s+/)

describe('the check symbol', () => {
  it('validates every code of the reference implementation', () => {
    expect(labels).toHaveLength(270)
    for (const code of labels) expect(isValidUniqueCode(code), code).toBe(true)
  })

  it('catches every single-symbol substitution', () => {
    // 83,700 substitutions: collected and compared once, as an expect() each took seconds on a busy machine.
    const accepted: string[] = []
    for (const code of labels) {
      for (let i = 0; i < code.length; i++) {
        for (const symbol of CODE_ALPHABET) {
          const changed = code.slice(0, i) + symbol + code.slice(i + 1)
          if (symbol !== code[i] && isValidUniqueCode(changed)) accepted.push(changed)
        }
      }
    }
    expect(accepted).toEqual([])
  })

  it('refuses wrong lengths and letters outside the alphabet', () => {
    const code = labels[0]!
    expect(isValidUniqueCode(code.slice(1))).toBe(false)
    expect(isValidUniqueCode(`${code}0`)).toBe(false)
    expect(isValidUniqueCode(code.replace(/./, 'U'))).toBe(false)
    expect(isValidUniqueCode(code.toLowerCase())).toBe(false)
  })
})

describe('reading text', () => {
  it('upper-cases, strips and maps O to 0 and I/L to 1', () => {
    expect(normaliseCode(' ab-c o i l ')).toBe('ABC011')
    // U is no look-alike of any symbol (Crockford leaves it out to avoid words): it stays, and fails.
    expect(normaliseCode('u')).toBe('U')
  })

  it('finds codes that pass the check in read text, once each', () => {
    const [a, b] = labels as [string, string]
    const text = `EXP 2027\n${a.slice(0, 4)} ${a.slice(4)}\nLOT 7781 ${b}\n${a}`
    expect(extractCodeCandidates(text)).toEqual([a, b])
    expect(extractCodeCandidates('NOTHING HERE 12345')).toEqual([])
  })
})

describe('new codes', () => {
  it('are valid and use every symbol about equally', () => {
    let seed = 1
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 16)
    const codes = Array.from({ length: 4000 }, () => newUniqueCode(bytes))
    expect(codes.filter((code) => !isValidUniqueCode(code))).toEqual([])
    const counts = new Map<string, number>()
    for (const code of codes) for (const c of code.slice(0, 9)) counts.set(c, (counts.get(c) ?? 0) + 1)
    expect(counts.size).toBe(32)
    for (const n of counts.values()) expect(n).toBeGreaterThan((4000 * 9) / 32 / 2)
  })

  it('computes the check symbol of the reference implementation', () => {
    for (const code of labels.slice(0, 10)) expect(checkSymbol(code.slice(0, 9))).toBe(code[9])
  })
})
