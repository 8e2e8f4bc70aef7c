const SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'];

/** `digits` decimals at most, without trailing zeros: 1.50 -> "1.5", 2.00 -> "2". */
function round(value: number, digits: number): string {
  const text = value.toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
  return text === '-0' ? '0' : text;
}

/** A short form with a metric suffix: 1234 -> "1.2k", 5_600_000 -> "5.6M", up to E (1e18). */
export function formatNumber(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  let index = 0;
  while (index < SUFFIXES.length - 1 && Math.abs(n) >= 1000 ** (index + 1)) index++;
  // Rounding can reach the next unit (999_960 -> "1000k"); that is "1M".
  if (index < SUFFIXES.length - 1 && Math.abs(Number(round(n / 1000 ** index, digits))) >= 1000) index++;
  return round(n / 1000 ** index, digits) + SUFFIXES[index];
}

/** Thousands separators on the whole part: -1234567.891 -> "-1,234,567.891". */
export function toThousands(n: number): string {
  return String(n).replace(
    /^(-?)(\d+)/,
    (_, sign: string, whole: string) => sign + whole.replace(/\B(?=(\d{3})+$)/g, ','),
  );
}
