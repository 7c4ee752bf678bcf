/** The server's sentence that the odds are modelled and the bookmakers invented (never a price). */
export function OddsNotice({ text }: { text: string }) {
  return (
    <p className="odds-notice" role="note">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 7v4.5M8 4.6v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>{text}</span>
    </p>
  );
}
