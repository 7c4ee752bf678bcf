/*
 * Illustrations shipped inline with the package: a webview may be offline, so no image is fetched.
 * Colours come from the theme through the classes in empty-state.css.
 */

/** An empty document under a magnifier: nothing to show. */
export function NoDataIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse className="kq-illus-shadow" cx="80" cy="108" rx="54" ry="6" />
      <rect className="kq-illus-card" x="44" y="14" width="66" height="84" rx="10" />
      <rect className="kq-illus-line" x="56" y="30" width="30" height="6" rx="3" />
      <rect
        className="kq-illus-line kq-illus-line--weak"
        x="56"
        y="44"
        width="42"
        height="5"
        rx="2.5"
      />
      <rect
        className="kq-illus-line kq-illus-line--weak"
        x="56"
        y="56"
        width="36"
        height="5"
        rx="2.5"
      />
      <rect
        className="kq-illus-line kq-illus-line--weak"
        x="56"
        y="68"
        width="24"
        height="5"
        rx="2.5"
      />
      <circle className="kq-illus-lens" cx="106" cy="76" r="17" />
      <path className="kq-illus-accent" d="M118.5 88.5 130 100" />
      <path className="kq-illus-accent kq-illus-thin" d="M99 71.5a8 8 0 0 1 7-4" />
    </svg>
  );
}

/** A signal with a slash through it: the network is gone. */
export function NoNetworkIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse className="kq-illus-shadow" cx="80" cy="108" rx="54" ry="6" />
      <circle className="kq-illus-card" cx="80" cy="58" r="44" />
      <path className="kq-illus-wave" d="M50 54a42 42 0 0 1 60 0" />
      <path className="kq-illus-wave" d="M59 64a29 29 0 0 1 42 0" />
      <path className="kq-illus-wave" d="M68 74a16 16 0 0 1 24 0" />
      <circle className="kq-illus-dot" cx="80" cy="84" r="5" />
      <path className="kq-illus-slash" d="M56 34 106 90" />
    </svg>
  );
}

/** A cloud with a cross: a request failed. */
export function RequestFailIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse className="kq-illus-shadow" cx="80" cy="108" rx="54" ry="6" />
      <path
        className="kq-illus-card"
        d="M52 90a22 22 0 0 1-2-43.9A30 30 0 0 1 108 40a24 24 0 0 1 2 50z"
      />
      <circle className="kq-illus-badge" cx="80" cy="66" r="14" />
      <path className="kq-illus-cross" d="m74.5 60.5 11 11m0-11-11 11" />
    </svg>
  );
}
