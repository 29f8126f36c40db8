/** A centred spinner while a screen or the account loads; plain CSS (base.css), so it needs no antd. */
export function FullPageSpin({ tip = 'Se încarcă…' }: { tip?: string }) {
  return (
    <div className="full-page-spin" role="status" aria-label={tip}>
      <span className="spinner" aria-hidden="true" />
      <span className="spin-tip">{tip}</span>
    </div>
  );
}
