/**
 * A line plot as a standalone SVG (no dependency): p95 against data size, one line per endpoint,
 * sizes on a log scale. Used by bench/scale.mjs for BENCHMARKS.md.
 *
 *   p95Plot({ title, sizes: [100000, 10000000], series: [{ name, values: [ms, ms] }] }) -> '<svg …>'
 */
const COLORS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#7f7f7f',
  '#bcbd22',
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const sizeLabel = (n) => (n >= 1e6 ? `${n / 1e6} M` : n >= 1e3 ? `${n / 1e3} k` : String(n));

/** A round step for about `n` ticks up to `max`. */
function step(max, n = 5) {
  const raw = max / n;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw);
}

export function p95Plot({ title, sizes, series, unit = 'ms', xLabel = 'passes in the database' }) {
  const W = 760;
  const H = 420;
  const left = 60;
  const right = 250;
  const top = 40;
  const bottom = 50;
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const lx = sizes.map((s) => Math.log10(s));
  const [x0, x1] = [Math.min(...lx), Math.max(...lx)];
  const pad = (x1 - x0 || 1) * 0.08;
  const x = (s) => left + ((Math.log10(s) - (x0 - pad)) / (x1 - x0 + 2 * pad)) * plotW;
  const maxY = Math.max(1, ...series.flatMap((s) => s.values.filter(Number.isFinite)));
  const dy = step(maxY);
  const yMax = Math.ceil(maxY / dy) * dy;
  const y = (v) => top + plotH - (v / yMax) * plotH;
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  out.push(`<text x="${left}" y="22" font-size="14" font-weight="bold">${esc(title)}</text>`);
  for (let v = 0; v <= yMax + 1e-9; v += dy) {
    out.push(`<line x1="${left}" x2="${left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>`);
    out.push(`<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${+v.toFixed(2)}</text>`);
  }
  out.push(
    `<text x="14" y="${top + plotH / 2}" transform="rotate(-90 14 ${top + plotH / 2})" text-anchor="middle">p95, ${esc(unit)}</text>`,
  );
  for (const s of sizes) {
    out.push(`<line x1="${x(s)}" x2="${x(s)}" y1="${top}" y2="${top + plotH}" stroke="#eee"/>`);
    out.push(`<text x="${x(s)}" y="${top + plotH + 18}" text-anchor="middle">${sizeLabel(s)}</text>`);
  }
  out.push(`<text x="${left + plotW / 2}" y="${H - 10}" text-anchor="middle">${esc(xLabel)} (log scale)</text>`);
  out.push(`<rect x="${left}" y="${top}" width="${plotW}" height="${plotH}" fill="none" stroke="#888"/>`);
  series.forEach((s, i) => {
    const color = COLORS[i % COLORS.length];
    const pts = sizes.map((size, k) => [x(size), y(s.values[k])]).filter(([, py]) => Number.isFinite(py));
    out.push(
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ')}"/>`,
    );
    for (const [a, b] of pts) out.push(`<circle cx="${a.toFixed(1)}" cy="${b.toFixed(1)}" r="3" fill="${color}"/>`);
    const ly = top + 10 + i * 18;
    out.push(
      `<line x1="${left + plotW + 14}" x2="${left + plotW + 34}" y1="${ly}" y2="${ly}" stroke="${color}" stroke-width="2"/>`,
    );
    out.push(`<text x="${left + plotW + 40}" y="${ly + 4}">${esc(s.name)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
